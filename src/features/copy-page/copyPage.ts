/**
 * Copies a page's Markdown twin to the clipboard. Small on purpose: it ships with every doc page
 * and runs only when the reader presses "Copy page".
 *
 * - No clipboard (a page served over plain HTTP, an old browser): "unavailable", nothing fetched.
 * - Safari honours a clipboard write only when it starts inside the click, so the write starts at
 *   once with the text still downloading (a ClipboardItem holding a promise); browsers without
 *   ClipboardItem get `writeText` once the text is there.
 * - The browser refused (permission denied, page not focused): "denied"; the download failed: "failed".
 */
export type CopyResult = 'copied' | 'unavailable' | 'denied' | 'failed';

export async function copyPageMarkdown(twinPath: string): Promise<CopyResult> {
  const clipboard = window.isSecureContext ? navigator.clipboard : undefined;
  if (!clipboard) return 'unavailable';
  let downloadFailed = false;
  const markdown = fetch(twinPath).then(async (response) => {
    if (!response.ok) throw new Error(`${twinPath}: HTTP ${response.status}`);
    return response.text();
  });
  markdown.catch(() => {
    downloadFailed = true;
  });
  try {
    if (typeof ClipboardItem === 'function') {
      const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await clipboard.writeText(await markdown);
    }
    return 'copied';
  } catch {
    return downloadFailed ? 'failed' : 'denied';
  }
}
