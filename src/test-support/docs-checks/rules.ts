/**
 * The writing rules the content tests enforce (src/data/__tests__/docs-*.test.ts), in one place.
 * WRITING_GUIDE.md states each of them; src/data/__tests__/writing-guide.test.ts checks that it does.
 */
export const rules = {
  /** A page's `description` front matter: search results and link previews show it. */
  description: { min: 50, max: 200 },
  /** Words of prose at least, on every page but the include-only fragments under efr/imports/. */
  minPageWords: 250,
  /** Words at least on a country's fiscal page. */
  minFiscalWords: 500,
  /** Questions (### headings ending in "?") at least on every FAQ page. */
  minFaqQuestions: 6,
  /** The ## sections of every country's fiscal page, in this order. */
  fiscalSections: [
    'At a glance',
    'Legal basis and dates',
    'Who is affected',
    'How fiscalisation works',
    'What EFR does',
    'What the POS must do',
    'Registration duties',
    'Outages and failures',
    'Exports and retention',
    'Current status and planned changes',
    'Legal basis and sources',
  ],
} as const;
