import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus's inline script hides the announcement bar before hydration whenever *any* earlier
 * announcement was dismissed, without comparing ids, so a new announcement stays hidden until the
 * app runs (and built pages start it on the first interaction), while the bar must reappear when
 * its id changes (docs-internal/requirements.md#announcement-bar). This plugin adds one inline
 * script right after upstream's, at the start of <body>: when the stored id is not the current
 * one, the bar is not dismissed. The provider decides the same after hydration, so no swizzle is
 * needed.
 */
export function announcementScript(id: string): string {
  // "<" escaped so no id can end the <script> element early.
  const literal = JSON.stringify(id).replace(/</g, '\\u003c');
  return (
    `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${literal})` +
    `document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`
  );
}

export default function announcementBarPlugin(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as { announcementBar?: { id?: string } }).announcementBar?.id;
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      if (!id) return {};
      return { preBodyTags: [{ tagName: 'script', innerHTML: announcementScript(id) }] };
    },
  };
}
