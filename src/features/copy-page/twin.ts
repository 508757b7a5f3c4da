/**
 * The address of a page's Markdown twin (src/plugins/llms-txt writes it after the build): the
 * page's route with ".md" appended, "/efr/DE/fiscal" → "/efr/DE/fiscal.md", and "/index.md" for
 * the home page. Shared by the plugin that writes the files and the "Copy page" button that
 * fetches them, so both always agree.
 */
export function markdownTwinPath(route: string): string {
  const bare = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return bare === '' ? '/index.md' : `${bare}.md`;
}
