import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import receiptData from '../remark';

const compiled = async (source: string) =>
  String(await compile(source, { remarkPlugins: [receiptData], jsx: true, development: false }));

describe('receiptData (remark plugin)', () => {
  it("hands each <Receipt> its sample's build-time data, imported once", async () => {
    const out = await compiled(
      [
        "import Receipt from '@site/src/components/Receipt';",
        "import sample from '@site/src/data/receipts/es-verifactu';",
        '',
        '<Receipt sample={sample} />',
        '',
        '<Receipt sample={sample} />',
      ].join('\n'),
    );
    expect(
      out.match(/import __receiptPrinted_es_verifactu from "@generated\/receipt-codes\/default\/es-verifactu\.json"/g),
    ).toHaveLength(1);
    expect(
      out.match(/<_components\.Receipt|<Receipt sample=\{sample\} printed=\{__receiptPrinted_es_verifactu\}/g),
    ).toHaveLength(2);
  });

  it('leaves a page without receipts, and a receipt given its data, as they are', async () => {
    expect(await compiled('# Title\n\nText.')).not.toContain('receipt-codes');
    const given = await compiled(
      "import sample from '@site/src/data/receipts/at';\n\n<Receipt sample={sample} printed={data} />",
    );
    expect(given).not.toContain('__receiptPrinted');
  });

  it('stops at a receipt whose sample is not imported from src/data/receipts, with the place and the fix', async () => {
    const local = compiled("import sample from './mine';\n\n<Receipt sample={sample} />");
    await expect(local).rejects.toThrow(/import sample from '@site\/src\/data\/receipts\/at'/);
    await expect(local).rejects.toMatchObject({ line: 3, column: 1, ruleId: 'sample' });
    await expect(compiled('<Receipt sample="at" />')).rejects.toThrow(/sample=\{name\}/);
  });
});
