import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countries } from '@site/src/data/countries';
import {
  formatStatusMonth,
  replaceStatusTokens,
  staleCountries,
  staleStatusWarning,
  statusDateOf,
  unknownStatusTokens,
} from '@site/src/data/countries/statusDate';
import { withoutCodeBlocks } from '@site/src/plugins/mdx-source/codeBlocks';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';

/**
 * Status dates live once, as `statusDate` in src/data/countries/<code>.ts; pages print them with
 * `%%statusDate:XX%%` (WRITING_GUIDE.md, "Facts, dates and sources") and the build warns when one
 * is more than six months old (src/plugins/status-dates).
 */
const docsDir = fileURLToPath(new URL('../../../docs', import.meta.url));
const keep = (token: string) => token;
const at = countries.find((country) => country.code === 'AT')!;
const sample = (statusDate: string) => [{ ...at, statusDate }];

describe('status dates', () => {
  it('print a status date as month and year, whatever the time zone', () => {
    expect(formatStatusMonth('2026-11-22')).toBe('November 2026');
    expect(formatStatusMonth('2027-01-01')).toBe('January 2027');
    expect(() => formatStatusMonth('22.11.2026')).toThrow('Not an ISO date');
  });

  it("replace a country's token with its own date, and `all` with the oldest", () => {
    const [oldest] = countries.map((country) => country.statusDate).sort();
    expect(statusDateOf('AT')).toBe(at.statusDate);
    expect(statusDateOf('at')).toBe(at.statusDate);
    expect(statusDateOf('all')).toBe(oldest);
    expect(replaceStatusTokens('Status as of %%statusDate:AT%%.', keep)).toBe(
      `Status as of ${formatStatusMonth(at.statusDate)}.`,
    );
  });

  it('leave unknown codes to the caller and list them', () => {
    expect(replaceStatusTokens('as of %%statusDate:XX%%', keep)).toBe('as of %%statusDate:XX%%');
    expect(() =>
      replaceStatusTokens('as of %%statusDate:XX%%', (token) => {
        throw new Error(`unknown ${token}`);
      }),
    ).toThrow('unknown %%statusDate:XX%%');
    expect(unknownStatusTokens('%%statusDate:AT%% %%statusDate:XX%% %%brand%%')).toEqual(['%%statusDate:XX%%']);
  });

  it('call a status stale only after six months (fake build dates)', () => {
    const countriesOf = (today: string) =>
      staleCountries(new Date(`${today}T12:00:00Z`), sample('2026-11-22')).map(({ code }) => code);
    expect(countriesOf('2026-11-22')).toEqual([]);
    expect(countriesOf('2027-05-22')).toEqual([]);
    expect(countriesOf('2027-05-23')).toEqual(['AT']);
    expect(countriesOf('2028-01-01')).toEqual(['AT']);
  });

  it('word the warning with the countries, their dates and what to do', () => {
    expect(staleStatusWarning(new Date('2027-02-01T00:00:00Z'), sample('2026-11-22'))).toBeUndefined();
    const warning = staleStatusWarning(new Date('2027-06-01T00:00:00Z'), sample('2026-11-22'));
    expect(warning).toContain('Austria (2026-11-22)');
    expect(warning).toContain('more than 6 months ago');
    expect(warning).toContain('src/data/countries/<code>.ts');
  });
});

describe('status dates in the docs', () => {
  const files = listDocFiles(docsDir);
  // Changelog entries describe a page as it was on their date: they keep the literal month.
  const pages = files.filter((file) => file.relPath !== 'bill/Changelog.mdx');
  const months = [...new Set(countries.map((country) => formatStatusMonth(country.statusDate)))];

  it('name known countries in every status token', () => {
    const failures = files.flatMap((file) =>
      unknownStatusTokens(readDoc(file)).map((token) => `docs/${file.relPath}: unknown ${token}`),
    );
    expect(failures).toEqual([]);
  });

  it('are used by the pages', () => {
    const tokens = files.flatMap((file) => [...readDoc(file).matchAll(/%%statusDate:[A-Za-z]+%%/g)]);
    expect(tokens.length).toBeGreaterThan(100);
  });

  it(`write the status month (${months.join(', ')}) only as a token (file:line)`, () => {
    // "1 November 2026" is an event date, not a status date; only a bare month and year is one. A
    // line break between the month and the year does not hide it.
    const spaced = months.map((month) => month.replace(' ', '\\s+'));
    const literal = new RegExp(`(?<!\\d\\s)\\b(${spaced.join('|')})\\b`, 'g');
    const failures = pages.flatMap((file) => {
      const text = withoutCodeBlocks(readDoc(file));
      return [...text.matchAll(literal)].map(
        (match) =>
          `docs/${file.relPath}:${text.slice(0, match.index).split('\n').length}: write %%statusDate:XX%% instead`,
      );
    });
    expect(failures).toEqual([]);
    // Parses every page's MDX: about 4 s alone, several times that on a busy machine.
  }, 30_000);
});
