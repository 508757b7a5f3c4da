import type { CountryCode } from '@site/src/data/countries/types';
import at from 'circle-flags/flags/at.svg?url';
import be from 'circle-flags/flags/be.svg?url';
import cz from 'circle-flags/flags/cz.svg?url';
import de from 'circle-flags/flags/de.svg?url';
import dk from 'circle-flags/flags/dk.svg?url';
import es from 'circle-flags/flags/es.svg?url';
import fr from 'circle-flags/flags/fr.svg?url';
import hr from 'circle-flags/flags/hr.svg?url';
import hu from 'circle-flags/flags/hu.svg?url';
import it from 'circle-flags/flags/it.svg?url';
import lt from 'circle-flags/flags/lt.svg?url';
import no from 'circle-flags/flags/no.svg?url';
import pl from 'circle-flags/flags/pl.svg?url';
import pt from 'circle-flags/flags/pt.svg?url';
import se from 'circle-flags/flags/se.svg?url';
import si from 'circle-flags/flags/si.svg?url';
import sk from 'circle-flags/flags/sk.svg?url';

/**
 * The URL of each EFR country's flag (circle-flags, one SVG file each, 0.3–2 kB). Only URLs are in
 * the script: a page downloads the flags it shows, nothing more. A country added to
 * src/data/countries fails the type check here until its flag is imported.
 */
export const flagUrls: Record<CountryCode, string> = {
  AT: at,
  BE: be,
  CZ: cz,
  DE: de,
  DK: dk,
  ES: es,
  FR: fr,
  HR: hr,
  HU: hu,
  IT: it,
  LT: lt,
  NO: no,
  PL: pl,
  PT: pt,
  SE: se,
  SI: si,
  SK: sk,
};
