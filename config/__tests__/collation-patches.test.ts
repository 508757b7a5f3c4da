import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActivePlugin } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import { areas } from '../areas';

// patches/@docusaurus+plugin-content-docs+3.10.2.patch and @docusaurus+theme-common+3.10.2.patch:
// the first localeCompare of a page loads ICU's collation, about 40 ms of a phone's start-up (4×
// CPU). Upstream called it while every docs page hydrates: getActivePlugin sorted our five docs
// plugins' paths with it, and useShallowMemoObject (the phone menu's docs sidebar) an object's keys.
describe('sorting without ICU collation (patched)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('getActivePlugin finds the area of a page, before a plugin at a prefix of its path', () => {
    const plugins = Object.fromEntries(
      [...areas.map(({ name }) => name), 'root'].map((id) => [id, { path: id === 'root' ? '/' : `/${id}` }]),
    ) as unknown as Parameters<typeof getActivePlugin>[0];
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    for (const { name } of areas) {
      expect(getActivePlugin(plugins, `/${name}/some/page`)?.pluginId).toBe(name);
      expect(getActivePlugin(plugins, `/${name}`)?.pluginId).toBe(name);
    }
    expect(getActivePlugin(plugins, '/search')?.pluginId).toBe('root');
    expect(localeCompare).not.toHaveBeenCalled();
  });

  it('useShallowMemoObject sorts the keys without localeCompare', () => {
    // The module has JSX in a .js file (the bundler's Babel reads it), so its source is read here.
    const theme = createRequire(import.meta.url).resolve('@docusaurus/theme-common');
    const source = readFileSync(theme.replace(/index\.js$/, 'utils/reactUtils.js'), 'utf8');
    const hook = /export function useShallowMemoObject\([\s\S]*?\n}/.exec(source)?.[0];
    expect(hook).toContain('deps.sort(');
    expect(hook).not.toContain('.localeCompare(');
  });
});
