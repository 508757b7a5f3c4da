import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { demoReceipt } from '../../data/bill/demoReceipt';
import { BarcodeError, barRuns, encodeBarcode, type EncodedBarcode } from './barcode';
import { resolveFormula } from './fields';
import { buildModel, type ReceiptModel } from './model';
// The sample receipts already draw QR codes; the preview uses the same encoder.
import { QUIET_ZONE, qrMatrix, qrPath } from '../Receipt/qr';
import type {
  Align,
  BarcodeFormat,
  BillDemo,
  BillVariant,
  DemoLayout,
  PreviewTheme,
  Section,
  SectionType,
  SmartOnlyType,
} from './types';
import styles from './styles.module.css';

export type { Section, BillDemo, BillVariant, DemoLayout, PreviewTheme } from './types';

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

export const SECTION_NAMES: Record<SectionType, string> = {
  header: 'Header',
  logo: 'Logo',
  summary: 'Summary',
  items: 'Items',
  totals: 'Total',
  vat: 'VAT breakdown',
  payments: 'Payments',
  fiscal: 'Fiscal data',
  barcode: 'Barcode',
  qrcode: 'QR code',
  text: 'Text',
  feedback: 'Feedback',
  newsletter: 'Newsletter',
  location: 'Location',
};

const SMART_ONLY: ReadonlySet<SectionType> = new Set<SmartOnlyType>([
  'logo',
  'summary',
  'feedback',
  'newsletter',
  'location',
]);

/** Sections a layout cannot hide: the fiscal data the law requires on every receipt. */
const ALWAYS_SHOWN: ReadonlySet<SectionType> = new Set<SectionType>(['fiscal']);

const VARIANT_NAMES: Record<BillVariant, string> = { simple: 'Simple Bill', smart: 'Smart Bill' };

const sectionName = (s: Section) => s.label ?? SECTION_NAMES[s.type];

function pickLayout(layout?: DemoLayout, sections?: Section[]): { caption?: string; sections: Section[] } {
  if (sections) return { sections };
  // MDX is not type-checked: a page that forgets the layout gets this message at build time.
  if (!layout) throw new Error('LayoutPreview: pass a layout (imported from src/data/bill/layouts) or sections.');
  return layout;
}

/** A live preview of a Digital Receipt layout, rendered from section data (see the /bill pages). */
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

  const [order, setOrder] = useState(base.sections);
  const [orderBase, setOrderBase] = useState(base);
  const [theme, setTheme] = useState<PreviewTheme>(initialTheme);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const uid = useId();

  // New layout props start a new layout (React's "adjust state when a prop changes" pattern).
  if (orderBase !== base) {
    setOrderBase(base);
    setOrder(base.sections);
  }

  // Moving a row re-inserts its DOM node, and a button at either end becomes disabled: keep the
  // keyboard focus on the row that moved, on whichever of its buttons is still usable.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const other = pending.direction === 'up' ? 'down' : 'up';
    const preferred = buttons.current.get(`${pending.id}|${pending.direction}`);
    const target = preferred && !preferred.disabled ? preferred : buttons.current.get(`${pending.id}|${other}`);
    target?.focus();
  });

  const toggle = (id: string) => {
    setOrder((current) => current.map((s) => (s.id === id ? { ...s, hidden: !s.hidden } : s)));
    const section = order.find((s) => s.id === id);
    if (section) setAnnouncement(`${sectionName(section)} ${section.hidden ? 'shown' : 'hidden'}.`);
  };

  const move = (id: string, direction: 'up' | 'down') => {
    const from = order.findIndex((s) => s.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setOrder(next);
    pendingFocus.current = { id, direction };
    setAnnouncement(`${sectionName(moved)} moved to position ${to + 1} of ${order.length}.`);
  };

  const reset = () => {
    setOrder(base.sections);
    setAnnouncement('Layout reset to its original sections and order.');
  };

  const switchTheme = () => {
    const next = theme === 'light' ? 'dark' : 'light';
    setTheme(next);
    setAnnouncement(`Receipt preview switched to ${next} mode.`);
  };

  const visible = order.filter((s) => ALWAYS_SHOWN.has(s.type) || !s.hidden);
  const figureCaption = caption ?? base.caption ?? `${VARIANT_NAMES[variant]} layout preview.`;

  return (
    <figure className={styles.figure}>
      <div className={styles.body}>
        {interactive && (
          <fieldset className={styles.controls}>
            <legend className={styles.legend}>Sections of this {VARIANT_NAMES[variant]}</legend>
            <ol className={styles.sectionList}>
              {order.map((s, i) => {
                const name = sectionName(s);
                const checkboxId = `${uid}-${s.id}`;
                const locked = ALWAYS_SHOWN.has(s.type);
                return (
                  <li key={s.id} className={styles.sectionRow}>
                    <input
                      type="checkbox"
                      id={checkboxId}
                      className={styles.checkbox}
                      checked={locked || !s.hidden}
                      disabled={locked}
                      onChange={() => toggle(s.id)}
                    />
                    <label htmlFor={checkboxId} className={styles.sectionLabel}>
                      {name}
                      {locked && (
                        <>
                          {' '}
                          <span className={styles.lockedNote}>(always shown)</span>
                        </>
                      )}
                    </label>
                    <button
                      type="button"
                      className={styles.moveButton}
                      aria-label={`Move ${name} up`}
                      title={`Move ${name} up`}
                      disabled={i === 0}
                      onClick={() => move(s.id, 'up')}
                      ref={(el) => {
                        if (el) buttons.current.set(`${s.id}|up`, el);
                        else buttons.current.delete(`${s.id}|up`);
                      }}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={styles.moveButton}
                      aria-label={`Move ${name} down`}
                      title={`Move ${name} down`}
                      disabled={i === order.length - 1}
                      onClick={() => move(s.id, 'down')}
                      ref={(el) => {
                        if (el) buttons.current.set(`${s.id}|down`, el);
                        else buttons.current.delete(`${s.id}|down`);
                      }}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </li>
                );
              })}
            </ol>
            <button type="button" className={styles.textButton} onClick={reset}>
              Reset layout
            </button>
          </fieldset>
        )}
        <div className={styles.stage}>
          <button type="button" className={styles.textButton} aria-pressed={theme === 'dark'} onClick={switchTheme}>
            Dark mode{' '}
            <span aria-hidden="true" className={styles.toggleState}>
              {theme === 'dark' ? 'on' : 'off'}
            </span>
          </button>
          <div
            className={clsx(
              styles.receipt,
              variant === 'simple' ? styles.simple : styles.smart,
              theme === 'dark' ? styles.dark : styles.light,
            )}
            role="group"
            aria-label={`${VARIANT_NAMES[variant]} preview, ${theme} mode`}
          >
            {visible.length === 0 ? (
              <p className={styles.empty}>All sections are hidden.</p>
            ) : (
              visible.map((s) => <SectionView key={s.id} section={s} model={model} demo={demo} />)
            )}
          </div>
        </div>
      </div>
      <figcaption className={styles.caption}>{figureCaption}</figcaption>
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </figure>
  );
}

const alignClass = (align: Align | undefined) =>
  align === 'center' ? styles.alignCenter : align === 'right' ? styles.alignRight : styles.alignLeft;

function SectionView({ section, model, demo }: { section: Section; model: ReceiptModel; demo: BillDemo }): ReactNode {
  const { money, number } = model;
  switch (section.type) {
    case 'header':
      return (
        <div className={clsx(styles.section, alignClass(section.align ?? 'center'))}>
          <p className={styles.strong}>{model.companyName}</p>
          {section.showAddress !== false && (
            <p>
              {model.street}, {model.zipCity}
            </p>
          )}
          {section.showLocation && model.locationName && <p>{model.locationName}</p>}
          {section.showTaxId !== false && <p>VAT ID {model.taxId}</p>}
          <p className={styles.muted}>
            {model.date} {model.time} · Till {model.terminal} · No. {model.receiptNumber}
          </p>
        </div>
      );
    case 'logo': {
      // The product limits the logo's height and width; the preview keeps it between 32 and 120 px.
      const logoSize = Math.min(120, Math.max(32, section.height ?? 56));
      const logo = (
        <svg
          className={styles.logo}
          width={logoSize}
          height={logoSize}
          viewBox="0 0 100 100"
          role="img"
          aria-label={section.alt}
        >
          <circle cx="50" cy="50" r="48" className={styles.logoDisc} />
          <text x="50" y="50" dy="0.35em" textAnchor="middle" className={styles.logoText}>
            {section.monogram}
          </text>
        </svg>
      );
      return (
        <div className={clsx(styles.section, alignClass(section.align ?? 'center'))}>
          {section.link ? (
            <a href={section.link} className={styles.logoLink} target="_blank" rel="noopener noreferrer">
              {logo}
            </a>
          ) : (
            logo
          )}
        </div>
      );
    }
    case 'summary':
      return (
        <div className={clsx(styles.section, styles.summary)}>
          <p className={styles.muted}>{section.labels?.total ?? 'Total'}</p>
          <p className={styles.bigTotal}>{money(model.total)}</p>
          <p className={styles.muted}>
            {model.date}, {model.time}
          </p>
          {(section.showItemCount || section.showReceiptNumber) && (
            <dl className={styles.summaryFacts}>
              {section.showItemCount && (
                <div>
                  <dt>{section.labels?.itemCount ?? 'Items'}</dt>
                  <dd>{model.itemCount}</dd>
                </div>
              )}
              {section.showReceiptNumber && (
                <div>
                  <dt>{section.labels?.receiptNumber ?? 'Receipt no.'}</dt>
                  <dd>{model.receiptNumber}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
      );
    case 'items':
      return (
        <div className={styles.section}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Items</caption>
            <thead className={styles.visuallyHidden}>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {model.lines.map((line, i) => (
                <tr key={i}>
                  <td>
                    {line.text}
                    {section.showUnitPrice && line.qty !== undefined && line.price !== undefined && (
                      <span className={styles.detail}>
                        {line.qty} {line.unit ?? '×'} {number(line.price)}
                      </span>
                    )}
                  </td>
                  <td className={styles.num}>{line.amount === undefined ? '' : number(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'totals':
      return (
        <div className={clsx(styles.section, styles.totalRow)}>
          <span>Total</span>
          <span>{money(model.total)}</span>
        </div>
      );
    case 'vat':
      return (
        <div className={styles.section}>
          <table className={clsx(styles.table, styles.small)}>
            <caption className={styles.tableCaption}>VAT</caption>
            <thead>
              <tr>
                <th scope="col">Rate</th>
                <th scope="col" className={styles.num}>
                  Net
                </th>
                <th scope="col" className={styles.num}>
                  VAT
                </th>
                <th scope="col" className={styles.num}>
                  Gross
                </th>
              </tr>
            </thead>
            <tbody>
              {model.taxes.map((t) => (
                <tr key={t.TaxG}>
                  <td>
                    {t.TaxG} {t.Prc} %
                  </td>
                  <td className={styles.num}>{number(t.Net)}</td>
                  <td className={styles.num}>{number(t.TAmt)}</td>
                  <td className={styles.num}>{number(t.Amt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'payments':
      return (
        <div className={styles.section}>
          <dl className={styles.pairs}>
            {model.payments.map((p, i) => (
              <div key={i}>
                <dt>{p.text}</dt>
                <dd className={styles.num}>{money(p.amount)}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
    case 'fiscal':
      return (
        <div className={clsx(styles.section, styles.small)}>
          <dl className={styles.pairs}>
            {model.fiscalNumber && (
              <div>
                <dt>Fiscal no.</dt>
                <dd>{model.fiscalNumber}</dd>
              </div>
            )}
            {model.fiscalTags.map((t) => (
              <div key={t.label}>
                <dt>{t.label}</dt>
                <dd>{t.value}</dd>
              </div>
            ))}
          </dl>
          {section.showCode && model.fiscalCode && model.fiscalCodeType === 'QR' && (
            <div className={styles.alignCenter}>
              <QrCode value={model.fiscalCode} label="Fiscal QR code" />
            </div>
          )}
        </div>
      );
    case 'barcode':
    case 'qrcode': {
      const { text, unknown } = resolveFormula(section.value, model, demo);
      const position = section.textPosition ?? 'below';
      let code: ReactNode;
      let shown = text;
      if (section.type === 'qrcode') {
        code = <QrCode value={text} label={`QR code: ${section.caption ?? text}`} />;
      } else {
        const encoded = tryEncode(section.format, text);
        if (encoded instanceof BarcodeError) {
          code = <p className={styles.error}>Cannot draw this barcode: {encoded.message}.</p>;
          shown = '';
        } else {
          code = <Bars modules={encoded.modules} label={`${section.format} barcode ${encoded.text}`} />;
          shown = encoded.text;
        }
      }
      const valueText = section.showValue && shown ? <p className={styles.codeText}>{shown}</p> : null;
      return (
        <div className={clsx(styles.section, alignClass(section.align ?? 'center'))}>
          {section.caption && <p className={styles.strong}>{section.caption}</p>}
          <div className={styles.codeBlock}>
            {position === 'above' && valueText}
            {code}
            {position === 'below' && valueText}
          </div>
          {unknown.length > 0 && <p className={styles.error}>Unknown field: {unknown.join(', ')}</p>}
        </div>
      );
    }
    case 'text': {
      const { text, unknown } = resolveFormula(section.value, model, demo);
      return (
        <div className={clsx(styles.section, alignClass(section.align))}>
          <p className={section.emphasis ? styles.emphasis : undefined}>{text}</p>
          {unknown.length > 0 && <p className={styles.error}>Unknown field: {unknown.join(', ')}</p>}
        </div>
      );
    }
    case 'feedback':
      if (!section.configured) return <Unconfigured name="Feedback" />;
      return (
        <div className={clsx(styles.section, styles.panel)}>
          <p className={styles.strong}>{section.question ?? 'How did we do?'}</p>
          <p className={styles.stars} role="img" aria-label="Rating from one to five stars">
            {'★★★★★'}
          </p>
          <div className={styles.fakeInput} aria-hidden="true">
            Your comment (optional)
          </div>
          <span className={styles.fakeButton} aria-hidden="true">
            Send feedback
          </span>
        </div>
      );
    case 'newsletter':
      if (!section.configured) return <Unconfigured name="Newsletter" />;
      return (
        <div className={clsx(styles.section, styles.panel)}>
          <p className={styles.strong}>{section.headline ?? 'Our newsletter'}</p>
          <div className={styles.fakeInput} aria-hidden="true">
            E-mail address
          </div>
          <span className={styles.fakeButton} aria-hidden="true">
            {section.buttonLabel ?? 'Subscribe'}
          </span>
        </div>
      );
    case 'location':
      return (
        <div className={styles.section}>
          <p className={styles.strong}>{model.locationName || model.companyName}</p>
          <p>{model.street}</p>
          <p>{model.zipCity}</p>
          {section.showPhone && demo.location.phone && <p>Phone {demo.location.phone}</p>}
          {section.showOpeningHours && demo.location.openingHours.length > 0 && (
            <table className={clsx(styles.table, styles.small)}>
              <caption className={styles.tableCaption}>Opening hours</caption>
              <tbody>
                {demo.location.openingHours.slice(0, 10).map((row) => (
                  <tr key={row.days}>
                    <th scope="row">{row.days}</th>
                    <td className={styles.num}>{row.opens && row.closes ? `${row.opens}–${row.closes}` : 'Closed'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      );
  }
}

/** A value that cannot be encoded is a normal outcome in the editor, not a crash. */
function tryEncode(format: BarcodeFormat, text: string): EncodedBarcode | BarcodeError {
  try {
    return encodeBarcode(format, text);
  } catch (error) {
    if (error instanceof BarcodeError) return error;
    throw error;
  }
}

function Unconfigured({ name }: { name: string }): ReactNode {
  return (
    <div className={clsx(styles.section, styles.unconfigured)}>
      <p>
        <strong>{name}</strong>: not configured yet, so customers do not see this section.
      </p>
    </div>
  );
}

function QrCode({ value, label }: { value: string; label: string }): ReactNode {
  const { side, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return { side: matrix.length + 2 * QUIET_ZONE, path: qrPath(matrix) };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} className={styles.codeBackground} />
      <path d={path} className={styles.codeInk} />
    </svg>
  );
}

/** Flat bars (no extended guard bars), ten modules of quiet zone on each side. */
function Bars({ modules, label }: { modules: string; label: string }): ReactNode {
  const quiet = 10;
  const width = modules.length + 2 * quiet;
  const height = 40;
  return (
    <svg
      className={styles.barcode}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={height} className={styles.codeBackground} />
      {barRuns(modules).map(([x, w]) => (
        <rect key={x} x={x + quiet} y={4} width={w} height={height - 8} className={styles.codeInk} />
      ))}
    </svg>
  );
}
