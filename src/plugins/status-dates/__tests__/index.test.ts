import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { countries } from '@site/src/data/countries';
import statusDatesPlugin from '../index';

const siteDir = path.resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const context = { siteDir } as LoadContext;
const newest = countries
  .map((country) => country.statusDate)
  .sort()
  .at(-1)!;
const oldest = countries.map((country) => country.statusDate).sort()[0]!;

async function warningsOn(today: Date): Promise<string[]> {
  const warnings: string[] = [];
  const plugin = statusDatesPlugin(context, { today: () => today, warn: (message) => warnings.push(message) });
  await plugin.loadContent?.();
  return warnings;
}

describe('status-dates plugin', () => {
  it('stays quiet while every status is current', async () => {
    expect(await warningsOn(new Date(`${newest}T12:00:00Z`))).toEqual([]);
  });

  it('warns once, naming every country, when the build runs more than six months later', async () => {
    const later = new Date(`${oldest}T12:00:00Z`);
    later.setUTCMonth(later.getUTCMonth() + 7);
    const warnings = await warningsOn(later);
    expect(warnings).toHaveLength(1);
    for (const country of countries) expect(warnings[0]).toContain(country.name);
  });

  it('watches the country data, so the dev server checks an edited date again', () => {
    expect(statusDatesPlugin(context).getPathsToWatch?.()).toEqual([path.join(siteDir, 'src/data/countries/*.ts')]);
  });
});
