// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { announcementScript } from '..';

const dismissal = 'data-announcement-bar-initially-dismissed';

/** Upstream's inline script (dismissal flag stored) followed by ours, as the page runs them. */
function runBoth(): string | null {
  document.documentElement.setAttribute(
    dismissal,
    String(localStorage.getItem('docusaurus.announcement.dismiss') === 'true'),
  );
  new Function(announcementScript('efr-docs-2026-11'))();
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
    new Function(script)();
    expect(document.documentElement.getAttribute(dismissal)).toBe('true');
  });
});
