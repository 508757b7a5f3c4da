import { useId, type ReactNode } from 'react';
import type { Esr, Fis, Tax } from '@site/src/data/efr/types';
import type { ReceiptSample } from '@site/src/data/receipts/types';
import type { ReceiptFormatter } from './format';
import type { PackedCodes } from './packedCodes';
import { printedFormatter, type ReceiptPrinted } from './printed';
import MachineCode from './MachineCode';
import { VatAmountCells, VatAmountHeads } from './VatAmounts';
import styles from './styles.module.css';

interface Props {
  /** One sample of src/data/receipts, imported by the page, e.g. `@site/src/data/receipts/at`. */
  sample: ReceiptSample;
  /**
   * Its numbers and QR code as the build prepared them. In MDX the remark plugin of
   * src/plugins/receipt-codes adds it to `<Receipt sample={…} />`, from the sample's import.
   */
  printed?: ReceiptPrinted;
}

interface PartProps {
  fmt: ReceiptFormatter;
  /** Locale of the sample: the language of item texts, fiscal labels and footer. */
  lang: string;
}

/** A table caption for screen readers; a paper receipt prints none. */
function HiddenCaption({ children }: { children: string }): ReactNode {
  return (
    <caption className={styles.hiddenCaption}>
      <span className={styles.visuallyHidden}>{children}</span>
    </caption>
  );
}

/** Column headers for screen readers; the cells stay table cells, only their text is hidden. */
function HiddenHead({ labels }: { labels: string[] }): ReactNode {
  return (
    <thead className={styles.hiddenHead}>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            <span className={styles.visuallyHidden}>{label}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Lines({ esr, fmt, lang }: PartProps & { esr: Esr }): ReactNode {
  return (
    <table className={styles.table}>
      <HiddenCaption>Items</HiddenCaption>
      <HiddenHead labels={['Item', 'Amount', 'VAT group']} />
      <tbody>
        {esr.PosA.map((line, index) =>
          line._ === 'Pos' ? (
            <tr key={index}>
              <td>
                <span lang={lang}>{line.Dsc}</span>
                {line.Qty !== undefined && line.Pri !== undefined && line.Qty !== 1 && (
                  <span className={styles.detail}>
                    {fmt.quantity(line.Qty)}
                    {line.QtyU && line.QtyU !== 'pc' ? ` ${line.QtyU}` : ''} × {fmt.amount(line.Pri)}
                  </span>
                )}
              </td>
              <td className={styles.number}>{fmt.amount(line.Amt)}</td>
              <td className={styles.group}>{line.TaxG}</td>
            </tr>
          ) : (
            <tr key={index}>
              <td colSpan={line.LAmt === undefined ? 3 : 1} lang={lang}>
                {line.Dsc}
              </td>
              {line.LAmt !== undefined && (
                <>
                  <td className={styles.number}>{fmt.amount(line.LAmt)}</td>
                  <td />
                </>
              )}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

function Payments({ esr, fmt, lang }: PartProps & { esr: Esr }): ReactNode {
  if (esr.PayA.length === 0) return null;
  return (
    <table className={styles.table}>
      <HiddenCaption>Payments</HiddenCaption>
      <HiddenHead labels={['Payment', 'Amount']} />
      <tbody>
        {esr.PayA.map((pay, index) => (
          <tr key={index}>
            <td lang={lang}>{pay.Dsc}</td>
            <td className={styles.number}>{fmt.amount(pay.Amt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VatBreakdown({ taxes, fmt }: PartProps & { taxes: readonly Tax[] }): ReactNode {
  return (
    <table className={`${styles.table} ${styles.vat}`}>
      <HiddenCaption>VAT breakdown</HiddenCaption>
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col" className={styles.number}>
            Rate
          </th>
          <VatAmountHeads className={styles.number} />
        </tr>
      </thead>
      <tbody>
        {taxes.map((tax) => (
          <tr key={tax.TaxG}>
            <th scope="row">{tax.TaxG}</th>
            <td className={styles.number}>{fmt.percent(tax.Prc)}</td>
            <VatAmountCells tax={tax} format={fmt.amount} className={styles.number} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function withColon(label: string): string {
  return /[:：]\s*$/.test(label) ? label : `${label}:`;
}

type CodeLayout = NonNullable<ReceiptSample['codeLayout']>;

/** The fiscal tags printed as label/value pairs (those printed below the code are left out). */
function FiscalTags({ fis, lang, layout }: { fis: Fis; lang: string; layout: CodeLayout }): ReactNode {
  const tags = (fis.Tag ?? []).filter((tag) => !layout.belowCode?.includes(tag.Name));
  if (tags.length === 0) return null;
  return (
    <dl className={styles.tags}>
      {tags.map((tag, index) => (
        <div key={`${tag.Name}-${index}`} className={styles.tag}>
          <dt lang={lang}>{withColon(tag.Label)}</dt> <dd className={styles.mono}>{tag.Value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The machine-readable code with its caption lines (Fis.Text) above and any legend below. */
type FiscalCodeProps = { fis: Fis; lang: string; layout: CodeLayout; codes: PackedCodes };
function FiscalCode({ fis, lang, layout, codes }: FiscalCodeProps): ReactNode {
  const legends = (fis.Tag ?? []).filter((tag) => layout.belowCode?.includes(tag.Name));
  return (
    <>
      {fis.Text?.map((line, index) => (
        <p key={index} lang={lang} className={styles.line}>
          {line}
        </p>
      ))}
      <MachineCode fis={fis} codes={codes} />
      {legends.map((tag) => (
        <p key={tag.Name} lang={lang} className={styles.legend}>
          {tag.Value}
        </p>
      ))}
    </>
  );
}

/**
 * A sample receipt drawn from src/data/receipts: header from the /cfg company data, lines and
 * payments from the /register request, VAT breakdown, fiscal number, tags and code from the
 * response. Real text and tables, so screen readers read it in printed order; a paper look in both
 * colour modes; printable on one page.
 */
export default function Receipt({ sample, printed }: Props): ReactNode {
  const captionId = useId();
  if (!printed) {
    throw new Error(
      `<Receipt> for "${sample.title}" lacks its printed data: import the sample from ` +
        '@site/src/data/receipts/<name> in the MDX page (src/plugins/receipt-codes/remark.ts then adds it), ' +
        'or pass printed={receiptPrinted(sample)} outside MDX.',
    );
  }
  const { Cfg: company } = sample.cfg;
  const esr = sample.request.Tra.ESR;
  const confirmation = sample.response.TraC;
  const fmt = printedFormatter(printed.numbers, sample.locale, sample.currency);
  const lang = sample.locale;
  const taxes = confirmation.ESR?.TaxA ?? esr.TaxA ?? [];
  const fiscalNumber = confirmation.ESR?.FN;
  const operator = esr.OprN ?? esr.Opr;
  const fis = confirmation.Fis;
  const layout: CodeLayout = sample.codeLayout ?? {};

  return (
    <figure className={styles.receipt} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {sample.title}
      </figcaption>
      <div className={styles.paper}>
        {sample.heading && (
          <p className={styles.heading} lang={lang}>
            {sample.heading}
          </p>
        )}
        <div className={styles.company}>
          <p className={styles.companyName}>{company.Nam}</p>
          {company.LocN && <p className={styles.line}>{company.LocN}</p>}
          <p className={styles.line}>{company.Adr}</p>
          <p className={styles.line}>
            {company.Zip} {company.City}
          </p>
          {company.Tel && <p className={styles.line}>Tel. {company.Tel}</p>}
          <p className={styles.line}>Tax ID {company.TaxId}</p>
        </div>
        {fis && layout.atTop && (
          <div className={styles.codeTop}>
            <FiscalCode fis={fis} lang={lang} layout={layout} codes={printed.codes} />
          </div>
        )}

        <dl className={styles.meta}>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={esr.D}>{fmt.dateTime(esr.D)}</time>
            </dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{esr.TL}</dd>
          </div>
          <div>
            <dt>Till</dt>
            <dd>{esr.TT}</dd>
          </div>
          <div>
            <dt>Receipt no.</dt>
            <dd>{esr.TN}</dd>
          </div>
          {operator && (
            <div>
              <dt>Operator</dt>
              <dd>{operator}</dd>
            </div>
          )}
        </dl>

        <hr className={styles.rule} />
        <Lines esr={esr} fmt={fmt} lang={lang} />
        <hr className={styles.rule} />

        <p className={styles.total}>
          <span>Total</span> <span>{fmt.money(esr.T)}</span>
        </p>
        <Payments esr={esr} fmt={fmt} lang={lang} />

        {taxes.length > 0 && <VatBreakdown taxes={taxes} fmt={fmt} lang={lang} />}

        {fiscalNumber && (
          <p className={styles.fiscalNumber}>
            Fiscal document no. <span className={styles.mono}>{fiscalNumber}</span>
          </p>
        )}
        {fis && (
          <div className={styles.fiscal}>
            <FiscalTags fis={fis} lang={lang} layout={layout} />
            {!layout.atTop && <FiscalCode fis={fis} lang={lang} layout={layout} codes={printed.codes} />}
          </div>
        )}

        {sample.footer && sample.footer.length > 0 && (
          <div className={styles.footer} lang={lang}>
            {sample.footer.map((line, index) => (
              <p key={index} className={styles.line}>
                {line}
              </p>
            ))}
          </div>
        )}
      </div>
    </figure>
  );
}
