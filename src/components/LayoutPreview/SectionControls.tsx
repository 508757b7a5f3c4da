import type { ReactNode } from 'react';
import type { BillVariant } from '../../data/bill/types';
import { ALWAYS_SHOWN, VARIANT_NAMES, sectionName } from './sectionKinds';
import type { Direction, SectionOrder } from './useSectionOrder';
import styles from './styles.module.css';

interface Props extends SectionOrder {
  variant: BillVariant;
  /** Prefix of the checkboxes' ids, unique on the page. */
  idPrefix: string;
}

const moves: ReadonlyArray<{ direction: Direction; arrow: string }> = [
  { direction: 'up', arrow: '↑' },
  { direction: 'down', arrow: '↓' },
];

/** The interactive preview's list of sections: a checkbox to show or hide each, buttons to move it. */
export default function SectionControls({
  variant,
  idPrefix,
  order,
  toggle,
  move,
  reset,
  moveButtonRef,
}: Props): ReactNode {
  return (
    <fieldset className={styles.controls}>
      <legend className={styles.legend}>Sections of this {VARIANT_NAMES[variant]}</legend>
      <ol className={styles.sectionList}>
        {order.map((s, i) => {
          const name = sectionName(s);
          const checkboxId = `${idPrefix}-${s.id}`;
          const locked = ALWAYS_SHOWN.has(s.type);
          const atEnd: Record<Direction, boolean> = { up: i === 0, down: i === order.length - 1 };
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
              {moves.map(({ direction, arrow }) => (
                <button
                  key={direction}
                  type="button"
                  className={styles.moveButton}
                  aria-label={`Move ${name} ${direction}`}
                  title={`Move ${name} ${direction}`}
                  disabled={atEnd[direction]}
                  onClick={() => move(s.id, direction)}
                  ref={moveButtonRef(s.id, direction)}
                >
                  <span aria-hidden="true">{arrow}</span>
                </button>
              ))}
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.textButton} onClick={reset}>
        Reset layout
      </button>
    </fieldset>
  );
}
