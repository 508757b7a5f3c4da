import type { CountryCode } from '../countries/types';

/**
 * The words readers use for a country besides its English name (src/data/countries): the English
 * adjective, the German name and adjective, and the country's own name. A query that uses one of
 * them asks about that country, so the search ranks that country's pages first and other
 * countries' pages lower (src/features/search/queryPlan.ts). Lower case; the index folds
 * diacritics and stems, as it does every word.
 */
export const countryWords: Readonly<Record<CountryCode, readonly string[]>> = {
  AT: ['austrian', 'österreich', 'österreichisch', 'oesterreich'],
  BE: ['belgian', 'belgien', 'belgisch', 'belgique', 'belgië'],
  CZ: ['czech', 'czechia', 'tschechien', 'tschechisch', 'česko'],
  DE: ['german', 'deutschland', 'deutsch', 'deutsche'],
  DK: ['danish', 'dänemark', 'dänisch', 'danmark'],
  ES: ['spanish', 'spanien', 'spanisch', 'españa', 'espana'],
  FR: ['french', 'frankreich', 'französisch'],
  HR: ['croatian', 'kroatien', 'kroatisch', 'hrvatska'],
  HU: ['hungarian', 'ungarn', 'ungarisch', 'magyarország'],
  IT: ['italian', 'italien', 'italienisch', 'italia'],
  LT: ['lithuanian', 'litauen', 'litauisch', 'lietuva'],
  NO: ['norwegian', 'norwegen', 'norwegisch', 'norge'],
  PL: ['polish', 'polen', 'polnisch', 'polska'],
  PT: ['portuguese', 'portugiesisch'],
  SE: ['swedish', 'schweden', 'schwedisch', 'sverige'],
  SI: ['slovenian', 'slowenien', 'slowenisch', 'slovenija'],
  SK: ['slovak', 'slowakei', 'slowakisch', 'slovensko'],
};
