import { countries } from '@site/src/data/countries';
import type { AssistantReply } from './answer';
import { withBase } from './links';

/** The first reply, shown once when the panel is first opened. */
export const GREETING =
  'Hello! Ask me about the documentation, for example *TSE export* or *receipt layout*. I answer from the pages of this site.';

/** Quick buttons for common starts; the value selects the canned reply below. */
export const QUICK_BUTTONS = [
  { label: 'Find my country', value: 'countries' },
  { label: 'API reference', value: 'api' },
  { label: 'Report a cash register in Germany', value: 'report-de' },
] as const;

export type QuickValue = (typeof QUICK_BUTTONS)[number]['value'];

export function isQuickValue(value: unknown): value is QuickValue {
  return QUICK_BUTTONS.some((button) => button.value === value);
}

/** The label of a quick button, as it appears in the conversation as the user's message. */
export function quickLabel(value: QuickValue): string {
  return QUICK_BUTTONS.find((button) => button.value === value)!.label;
}

/** Replies to the quick buttons: fixed, so they work even before the index has loaded. */
export function quickReply(value: QuickValue, baseUrl = '/'): AssistantReply {
  switch (value) {
    case 'countries': {
      const names = countries.map((country) => country.name);
      return {
        kind: 'answer',
        text: `EFR works in ${names.length} countries: ${names.join(', ')}. The country overview compares their fiscal rules and leads to each country's guide.`,
        links: [{ title: 'EFR countries', url: withBase(baseUrl, '/efr/countries') }],
      };
    }
    case 'api':
      return {
        kind: 'answer',
        text: 'The EFR API is the same in every country: one transaction object, three result codes, JSON or XML. The reference lists every call and field, with complete examples.',
        links: [{ title: 'EFR API reference', url: withBase(baseUrl, '/efr/api') }],
      };
    case 'report-de':
      return {
        kind: 'answer',
        text: 'Since 1 January 2025 every business in Germany with an electronic cash register must report it to the tax office. The guide shows how: download the file from the Portal and upload it in Mein ELSTER.',
        links: [
          {
            title: 'Report your cash registers to the German tax office',
            url: withBase(baseUrl, '/enduser/fiscal-reporting-de_en'),
          },
        ],
      };
  }
}
