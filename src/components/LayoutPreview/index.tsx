import { useId, useMemo, useState, type ReactNode } from 'react';
import { demoReceipt } from '../../data/bill/demoReceipt';
import type { BillDemo, BillVariant, DemoLayout, PreviewTheme, Section } from '../../data/bill/types';
import { buildModel } from './model';
import SectionControls from './SectionControls';
import { SMART_ONLY, ALWAYS_SHOWN, VARIANT_NAMES } from './sectionKinds';
import ReceiptView from './sections';
import { useSectionOrder } from './useSectionOrder';
import styles from './styles.module.css';

export type { Section, BillDemo, BillVariant, DemoLayout, PreviewTheme } from '../../data/bill/types';
export { SECTION_NAMES } from './sectionKinds';

export interface LayoutPreviewProps {
  variant: BillVariant;
  /**
   * A layout of src/data/bill/layouts, imported by the page (e.g.
   * `@site/src/data/bill/layouts/smart-default`): the page loads only the layouts it shows.
   */
  layout?: DemoLayout;
  /** Sections to render instead of a layout. */
  sections?: Section[];
  /** Receipt data; defaults to the demo receipt in src/data/bill/demoReceipt.ts. */
  demo?: BillDemo;
  /** Adds controls to show, hide and reorder the sections. */
  interactive?: boolean;
  /** Colour scheme the preview starts with; the reader can switch it. */
  theme?: PreviewTheme;
  /** Figure caption; defaults to the layout's caption. */
  caption?: string;
}

function pickLayout(layout?: DemoLayout, sections?: Section[]): { caption?: string; sections: Section[] } {
  if (sections) return { sections };
  // MDX is not type-checked: a page that forgets the layout gets this message at build time.
  if (!layout) throw new Error('LayoutPreview: pass a layout (imported from src/data/bill/layouts) or sections.');
  return layout;
}

/**
 * A live preview of a Digital Receipt layout, rendered from section data (see the /bill pages):
 * the receipt (sections/, one component per section kind), the dark-mode switch, and with
 * `interactive` the controls to show, hide and reorder its sections.
 */
export default function LayoutPreview({
  variant,
  layout,
  sections,
  demo = demoReceipt,
  interactive = false,
  theme: initialTheme = 'light',
  caption,
}: LayoutPreviewProps): ReactNode {
  const base = useMemo(() => {
    const picked = pickLayout(layout, sections);
    // The Simple Bill is the copy of the printed receipt: Smart Bill sections do not apply to it.
    const usable = variant === 'simple' ? picked.sections.filter((s) => !SMART_ONLY.has(s.type)) : picked.sections;
    return { caption: picked.caption, sections: usable };
  }, [variant, layout, sections]);
  const model = useMemo(() => buildModel(demo), [demo]);

  const [theme, setTheme] = useState<PreviewTheme>(initialTheme);
  const [announcement, setAnnouncement] = useState('');
  const sectionOrder = useSectionOrder(base.sections, setAnnouncement);
  const uid = useId();

  const switchTheme = () => {
    const next = theme === 'light' ? 'dark' : 'light';
    setTheme(next);
    setAnnouncement(`Receipt preview switched to ${next} mode.`);
  };

  const visible = sectionOrder.order.filter((s) => ALWAYS_SHOWN.has(s.type) || !s.hidden);
  const figureCaption = caption ?? base.caption ?? `${VARIANT_NAMES[variant]} layout preview.`;

  return (
    <figure className={styles.figure}>
      <div className={styles.body}>
        {interactive && <SectionControls variant={variant} idPrefix={uid} {...sectionOrder} />}
        <div className={styles.stage}>
          <button type="button" className={styles.textButton} aria-pressed={theme === 'dark'} onClick={switchTheme}>
            Dark mode{' '}
            <span aria-hidden="true" className={styles.toggleState}>
              {theme === 'dark' ? 'on' : 'off'}
            </span>
          </button>
          <ReceiptView variant={variant} theme={theme} sections={visible} model={model} demo={demo} />
        </div>
      </div>
      <figcaption className={styles.caption}>{figureCaption}</figcaption>
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </figure>
  );
}
