import type { Country, CountryCode } from './types';
import AT from './at';
import BE from './be';
import CZ from './cz';
import DE from './de';
import DK from './dk';
import ES from './es';
import FR from './fr';
import HR from './hr';
import HU from './hu';
import IT from './it';
import LT from './lt';
import NO from './no';
import PL from './pl';
import PT from './pt';
import SE from './se';
import SI from './si';
import SK from './sk';

export type { Country, CountryCode, Mechanism } from './types';
export { countryCodes, mechanisms } from './types';

/**
 * Every country, for the country matrix, the assistant and the tests. A country page imports only its
 * own: `@site/src/data/countries/at`.
 */
export const countries: readonly Country[] = [AT, BE, CZ, DE, DK, ES, FR, HR, HU, IT, LT, NO, PL, PT, SE, SI, SK];

export function getCountry(code: CountryCode): Country {
  const country = countries.find((c) => c.code === code);
  if (!country) throw new Error(`Unknown country code "${code}"`);
  return country;
}
