// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { announcementScript } from '..';

const dismissal = 'data-announcement-bar-initially-dismissed';

/** Runs the text of an inline script, as the page's `<script>` element does. */
function runInline(script: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the script this plugin writes into pages is what is under test
  const run = new Function(script) as () => void;
  run();
}

/** Upstream's inline script (dismissal flag stored) followed by ours, as the page runs them. */
function runBoth(): string | null {
  document.documentElement.setAttribute(
    dismissal,
    String(localStorage.getItem('docusaurus.announcement.dismiss') === 'true'),
  );
  runInline(announcementScript('efr-docs-2026-11'));
  return document.documentElement.getAttribute(dismissal);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('docusaurus.announcement.dismiss', 'true');
});

describe('announcementScript', () => {
  it('shows a new announcement although an earlier one was dismissed', () => {
    localStorage.setItem('docusaurus.announcement.id', 'efr-docs-2025-06');
    expect(runBoth()).toBe('false');
  });

  it('keeps a dismissed announcement hidden', () => {
    localStorage.setItem('docusaurus.announcement.id', 'efr-docs-2026-11');
    expect(runBoth()).toBe('true');
  });

  it('writes the id as a string literal that cannot end the script element', () => {
    const script = announcementScript('a"b</script>');
    expect(script).not.toContain('</');
    localStorage.setItem('docusaurus.announcement.id', 'a"b</script>');
    document.documentElement.setAttribute(dismissal, 'true');
    runInline(script);
    expect(document.documentElement.getAttribute(dismissal)).toBe('true');
  });
});
