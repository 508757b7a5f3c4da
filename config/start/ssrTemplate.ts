import { readFileSync } from 'node:fs';
import { minify_sync as minifySync } from 'terser';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The HTML template of every built page: Docusaurus's own, with its deferred <script> tags replaced
 * by the inline start script (startOnInteraction.js), which loads the same scripts on the reader's
 * first interaction. The development server uses its own template and starts the app at once.
 */
const scriptTags = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** The start script, minified; the security-headers plugin hashes it into script-src like any inline script. */
export function startScript(): string {
  const source = readFileSync(new URL('./startOnInteraction.js', import.meta.url), 'utf8');
  const { code } = minifySync(source, { ecma: 2019 });
  if (!code) throw new Error('config/start/startOnInteraction.js: the minifier returned nothing');
  return code.trim();
}

export function ssrTemplate(template: string = defaultTemplate): string {
  if (!template.includes(scriptTags)) {
    throw new Error(
      "config/start/ssrTemplate.ts: Docusaurus's HTML template no longer has the expected <script> tags; " +
        'compare node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js and update scriptTags.',
    );
  }
  const script = startScript();
  if (script.includes('<%') || /<\/script/i.test(script)) {
    throw new Error('config/start/startOnInteraction.js must not contain "<%" or "</script".');
  }
  return template.replace(
    scriptTags,
    `<script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>" data-base-url="<%= it.baseUrl %>">${script}</script>`,
  );
}
