import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActivePlugin } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import { areas } from '../areas';

// patches/@docusaurus+plugin-content-docs+3.10.2.patch: with five docs plugins (one per area),
// upstream's getActivePlugin sorted their paths with localeCompare on every call, and the first
// call loads ICU's collation: about 40 ms of a phone's start-up, in no other code of the site.
describe('getActivePlugin (patched)', () => {
  const plugins = Object.fromEntries(
    [...areas.map(({ name }) => name), 'root'].map((id) => [id, { path: id === 'root' ? '/' : `/${id}` }]),
  ) as unknown as Parameters<typeof getActivePlugin>[0];

  afterEach(() => vi.restoreAllMocks());

  it('finds the area of a page, before a plugin at a prefix of its path, without localeCompare', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    for (const { name } of areas) {
      expect(getActivePlugin(plugins, `/${name}/some/page`)?.pluginId).toBe(name);
      expect(getActivePlugin(plugins, `/${name}`)?.pluginId).toBe(name);
    }
    expect(getActivePlugin(plugins, '/search')?.pluginId).toBe('root');
    expect(localeCompare).not.toHaveBeenCalled();
  });
});
