import { describe, expect, it } from 'vitest';
import { proseOffences, wordingOffences } from '../wording';

describe('wordingOffences', () => {
  it('flags research notes but not rules with a status', () => {
    expect(wordingOffences('Gipuzkoa: 2023 (sources give 1 May or 1 June).')).toHaveLength(1);
    expect(wordingOffences('No law has been reported as passed.')).toHaveLength(1);
    expect(wordingOffences('Some company websites still describe the old rule.')).toHaveLength(1);
    expect(wordingOffences('A rule that, in the press,\nwas *discussed*.')).toHaveLength(1);
    const notes = [
      'The 48 hours quoted in some sources belong to another rule.',
      'Sales must stop (art. 111(3), as described in a source from before 2025).',
      'None had been issued as of the latest report (June 2026).',
      'Some tax advisers already apply eight years.',
      'There are two figures for the threshold.',
      'The pages listed under Legal basis and sources do not say.',
      'A register duty is planned; its adoption could not be confirmed.',
      'One overview lists Denmark with "B2B mandatory from 2026".',
      'That overview appears to confuse the capability with a mandate.',
      'Status: not in force; the first reading is the latest step on\nrecord.',
      'The approval, reported by the trade press and a tax adviser.',
    ];
    for (const line of notes) expect(wordingOffences(line), line).toHaveLength(1);
    expect(wordingOffences('Status in November 2026: planned, not yet enacted.')).toEqual([]);
    expect(wordingOffences('A failure must be reported in FinanzOnline within one week.')).toEqual([]);
    expect(wordingOffences('Report the failure in the daily report of the register.')).toEqual([]);
    expect(wordingOffences('| Last report | When the EFR last reached the cloud |')).toEqual([]);
    expect(wordingOffences('Open sources of the register are listed in the appendix.')).toEqual([]);
  });

  it('flags remarks about the documentation instead of the product', () => {
    const remarks = [
      'For `DD="DE"` the documented delivery is e-mail.',
      "As of 2026, the module's documented delivery is e-mail.",
      'Store it in your account; the documented set-up does not name it.',
      'Two points are not covered by the documented fields.',
      'What the documented calls allow is this:',
      'Which notices the Portal shows is not documented.',
      'Delivery over Peppol is documented for Belgian invoices.',
      'Validation failures have been documented with HTTP 406.',
    ];
    for (const line of remarks) expect(wordingOffences(line), line).toHaveLength(1);
    const rules = [
      'EFR does not send German invoices over Peppol; use the e-mail channel.',
      'In Austria the sale goes on in a documented failure mode.',
      'The failure must be documented, and the TSE repaired or replaced.',
      'Plan a standby server or a documented fallback for the country.',
      'Interface calls are documented in the [EFR API](/efr/api) pages.',
    ];
    for (const line of rules) expect(wordingOffences(line), line).toEqual([]);
  });

  it('flags every form of a bare-address link and leaves described links and code alone', () => {
    const flagged = [
      '- BMF: [https://www.bmf.gv.at/x](https://www.bmf.gv.at/x)',
      '- BMF: https://www.bmf.gv.at/x, and more',
      '- BMF: www.bmf.gv.at/x',
      '- KPMG: [kpmg.com](https://kpmg.com/at/de/tax-news.html)',
      '- ELSTER: [www.elster.de](https://www.elster.de)',
      '<Admonition>\n\nSee https://example.org/inside-jsx.\n\n</Admonition>',
    ];
    for (const line of flagged) expect(wordingOffences(line), line).toHaveLength(1);
    const clean = [
      '- [BMF – DSFinV-K specification](https://www.bzst.de/dsfinv-k)',
      '- Validate against [efr.schema.json](pathname:///schemas/efr.schema.json).',
      '- Allow `https://fiskal.cloud` in the firewall.',
      '<a href="https://example.org/a">Example page</a>',
      '```text\nhttps://example.org/in-a-code-block\n```',
      '[spec]: https://example.org/reference-definition',
    ];
    for (const line of clean) expect(wordingOffences(line), line).toEqual([]);
  });

  it('leaves an autolink to the MDX parser, which rejects it (the page would not build)', () => {
    expect(() => wordingOffences('- BMF: <https://www.bmf.gv.at/x>')).toThrow();
  });

  it('reports the line of the offence, front matter counted', () => {
    expect(wordingOffences('---\ntitle: T\n---\n\nText.\n\nSee https://example.org/x.')).toEqual([
      { line: 7, message: 'bare URL in the text: https://example.org/x' },
    ]);
    expect(wordingOffences('Intro.\n\nA line,\nthen sources differ here.')).toEqual([
      { line: 4, message: 'research wording "sources differ": state the rule, its status and date' },
    ]);
  });
});

describe('proseOffences', () => {
  it('flags research notes and written-out addresses in prose, not values', () => {
    expect(proseOffences('Sources differ on the date.')).toHaveLength(1);
    expect(proseOffences('See https://www.bmf.gv.at/x for the rule.')).toHaveLength(1);
    expect(proseOffences('https://www.bmf.gv.at/x')).toEqual([]);
    expect(proseOffences('The cash register duty applies since 1 January 2016.')).toEqual([]);
  });
});
