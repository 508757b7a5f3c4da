import type { CountryCode } from '../countries/types';

/**
 * The words readers use for a country besides its English name (src/data/countries): the English
 * adjective, the German name and adjective, and the country's own name. A query that uses one of
 * them asks about that country, so the search ranks that country's pages first and other
 * countries' pages lower (src/features/search/queryPlan.ts). Lower case; the index folds
 * diacritics and stems, as it does every word. Places follow below.
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

/**
 * Cities and regions readers name instead of the country ("the till in our Lisbon shop broke
 * down"): the capital and the larger business cities, in English, German and the local form, and
 * the regions with their own fiscal rules (the Basque Country's TicketBAI, the Canary Islands,
 * Madeira and the Azores). Left out: names that are also everyday English or German words (Split,
 * Nice, Essen), which would tie unrelated queries to a country.
 */
export const countryPlaces: Readonly<Record<CountryCode, readonly string[]>> = {
  AT: ['vienna', 'wien', 'graz', 'linz', 'salzburg', 'innsbruck', 'klagenfurt'],
  BE: [
    'brussels',
    'brüssel',
    'bruxelles',
    'brussel',
    'antwerp',
    'antwerpen',
    'ghent',
    'gent',
    'liège',
    'lüttich',
    'bruges',
    'brügge',
  ],
  CZ: ['prague', 'prag', 'praha', 'brno', 'brünn', 'ostrava', 'plzeň', 'pilsen'],
  DE: [
    'berlin',
    'munich',
    'münchen',
    'hamburg',
    'cologne',
    'köln',
    'frankfurt',
    'stuttgart',
    'düsseldorf',
    'leipzig',
    'dresden',
  ],
  DK: ['copenhagen', 'kopenhagen', 'københavn', 'aarhus', 'odense', 'aalborg'],
  ES: [
    'madrid',
    'barcelona',
    'valencia',
    'seville',
    'sevilla',
    'málaga',
    'bilbao',
    'vitoria',
    'donostia',
    'basque',
    'baskenland',
    'euskadi',
    'navarre',
    'navarra',
    'canary',
    'canaries',
    'kanaren',
    'canarias',
  ],
  FR: ['paris', 'lyon', 'marseille', 'toulouse', 'bordeaux', 'lille', 'strasbourg', 'straßburg'],
  HR: ['zagreb', 'dubrovnik', 'rijeka', 'zadar'],
  HU: ['budapest', 'debrecen', 'szeged'],
  IT: [
    'rome',
    'roma',
    'milan',
    'milano',
    'mailand',
    'naples',
    'napoli',
    'neapel',
    'turin',
    'torino',
    'florence',
    'firenze',
    'florenz',
    'venice',
    'venezia',
    'venedig',
    'bologna',
  ],
  LT: ['vilnius', 'kaunas', 'klaipėda'],
  NO: ['oslo', 'bergen', 'trondheim', 'stavanger'],
  PL: [
    'warsaw',
    'warschau',
    'warszawa',
    'krakow',
    'kraków',
    'krakau',
    'gdansk',
    'gdańsk',
    'danzig',
    'wroclaw',
    'wrocław',
    'breslau',
    'poznań',
    'łódź',
  ],
  PT: ['lisbon', 'lissabon', 'lisboa', 'porto', 'faro', 'funchal', 'madeira', 'azores', 'açores', 'azoren'],
  SE: ['stockholm', 'gothenburg', 'göteborg', 'malmö', 'uppsala'],
  SI: ['ljubljana', 'laibach', 'maribor'],
  SK: ['bratislava', 'pressburg', 'košice', 'kaschau'],
};

/**
 * The terms of one country's fiscal rules that readers type instead of the country's name
 * ("Registrierkasse außer Betrieb nehmen", "TSE ausgefallen"): the law, the authority's systems,
 * the device and receipt kinds only that country has. A query with one of them asks about that
 * country as if it named it. Left out: terms several countries share (SAF-T, Z report), the
 * e-invoicing networks (KSeF, SDI, Peppol), which the E-Invoicing pages answer whatever the
 * country, and short codes that are also common words.
 */
export const countryVocabulary: Readonly<Partial<Record<CountryCode, readonly string[]>>> = {
  AT: [
    'registrierkasse',
    'registrierkassen',
    'rksv',
    'finanzonline',
    'signaturkarte',
    'startbeleg',
    'schlussbeleg',
    'jahresbeleg',
    'monatsbeleg',
    'nullbeleg',
    'sammelbeleg',
    'belegcheck',
    'dep7',
  ],
  DE: [
    'kassensichv',
    'kassensicherungsverordnung',
    'tse',
    'dsfinv',
    'dsfinvk',
    'kassennachschau',
    'mitteilungspflicht',
    'elster',
  ],
  ES: ['verifactu', 'ticketbai', 'tbai', 'batuz'],
  BE: ['fdm', 'gks', 'vsc'],
  DK: ['skattestyrelsen', 'mitid'],
  FR: ['nf525', 'infocert', 'duplicata'],
  HR: ['fiskalizacija', 'zki', 'jir', 'porezna', 'oib'],
  HU: ['aee', 'nyugta', 'pénztárgép'],
  IT: ['corrispettivi', 'scontrino', 'lotteria', 'chiusura'],
  LT: ['vmi', 'ieka'],
  NO: ['skatteetaten', 'kassasystemforskriften'],
  SE: ['kontrollenhet', 'skatteverket', 'kassaregister'],
  SI: ['furs', 'eor', 'zoi', 'vezana'],
  CZ: ['eet', 'fik', 'bkp'],
  SK: ['ekasa', 'okp'],
  PT: ['atcud'],
};
