import type { Section } from '../../components/ApiOperation/types';

/**
 * Where the API pages describe each object type of efr.schema.json (by its `$defs` name): a body
 * field of that type links there, as the endpoint sections list one level of fields only.
 * The links are checked with the build's other links (STRICT_LINKS=1).
 */
export const schemaSections: Readonly<Record<string, Section>> = {
  tra: { label: 'The transaction object', href: '/efr/api#the-transaction-object' },
  esr: { label: 'ESR header', href: '/efr/api#esr-header' },
  pos: { label: 'Pos', href: '/efr/api#pos' },
  lin: { label: 'Lin', href: '/efr/api#lin' },
  pay: { label: 'Pay', href: '/efr/api#pay' },
  tax: { label: 'Tax', href: '/efr/api#tax' },
  customer: { label: 'Ctm', href: '/efr/api#ctm' },
  delivery: { label: 'Delivery', href: '/efr/api#delivery' },
  cfg: { label: 'Company data', href: '/efr/api#company-data' },
  traStart: { label: 'Germany', href: '/efr/api/country-specific#germany' },
  audit: { label: 'Norway', href: '/efr/api/country-specific#norway' },
  traConfirmation: { label: 'The response', href: '/efr/api#the-response' },
  traStartConfirmation: { label: 'Other response roots', href: '/efr/api#other-response-roots' },
  result: { label: 'Result', href: '/efr/api#result' },
  fis: { label: 'Fis', href: '/efr/api#fis' },
};

/** Type names the API reference defines in words ("Types used below" under the transaction object). */
export const namedTypes: Readonly<Record<string, string>> = {
  id: 'id',
  amount: 'amount',
  dateTime: 'date-time',
  date: 'date',
  countryCode: 'two letters (ISO 3166)',
  countryField: 'string, number or boolean',
};
