import { readFileSync } from 'node:fs';
import { minify_sync as minifySync } from 'terser';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The HTML template of every built page: Docusaurus's own, with its deferred <script> tags replaced
 * by the inline start script (startApp.js), which loads the same scripts once the page has painted
 * and the browser is idle, or at the reader's first interaction. The development server uses its
 * own template and starts the app at once. See README.md in this folder.
 */
const scriptTags = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** What the start script depends on, from the modules that own it (index.ts gathers them). */
export interface StartOptions {
  /** Paths (without the base URL) that need the app at once to show the right thing. */
  startNowPaths: readonly string[];
  /** Prefix of the sessionStorage keys under which a signed-in session is kept. */
  sessionPrefix: string;
  /** localStorage key of the colour mode. */
  themeKey: string;
  /** Keys that open search: "mod+k" for Ctrl/Cmd+K, or a key pressed outside a text field. */
  searchKeys: readonly string[];
}

/** The start script, minified; the security-headers plugin hashes it into script-src like any inline script. */
export function startScript(): string {
  const source = readFileSync(new URL('./startApp.js', import.meta.url), 'utf8');
  const { code } = minifySync(source, { ecma: 2019 });
  if (!code) throw new Error('src/plugins/app-start/startApp.js: the minifier returned nothing');
  return code.trim();
}

function attribute(name: string, values: readonly string[]): string {
  const value = values.join(' ');
  if (values.some((entry) => !entry || /[\s"<>&]/.test(entry))) {
    throw new Error(`src/plugins/app-start: data-${name} values must be non-empty words, got "${value}"`);
  }
  return `data-${name}="${value}"`;
}

export function ssrTemplate(options: StartOptions, template: string = defaultTemplate): string {
  if (!template.includes(scriptTags)) {
    throw new Error(
      "src/plugins/app-start/ssrTemplate.ts: Docusaurus's HTML template no longer has the expected <script> tags; " +
        'compare node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js and update scriptTags.',
    );
  }
  const script = startScript();
  if (script.includes('<%') || /<\/script/i.test(script)) {
    throw new Error('src/plugins/app-start/startApp.js must not contain "<%" or "</script".');
  }
  const attributes = [
    `data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>"`,
    `data-base-url="<%= it.baseUrl %>"`,
    attribute('start-now', options.startNowPaths),
    attribute('session-prefix', [options.sessionPrefix]),
    attribute('theme-key', [options.themeKey]),
    attribute('search-keys', options.searchKeys),
  ];
  return template.replace(scriptTags, `<script ${attributes.join(' ')}>${script}</script>`);
}
