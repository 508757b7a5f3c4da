/**
 * Layout checks that run inside the page (each function is handed to `page.evaluate`, so it uses
 * nothing from outside its own body): what a reader sees break at some width. Shared by
 * layout.spec.ts (a few pages, in detail) and sweep.spec.ts (every route).
 */

/**
 * Table cells narrower than one of their words, e.g. `"Bäckerei" is broken over 2 lines`. A word
 * is a run without spaces, up to `longToken` characters (from which a token such as a signature
 * may break anywhere), ending where any text may end a line: after a hyphen or dash of its own
 * ("Karl-", "2025–"), and in an address after a slash, "?" or "&" ("/peri/print/reprint?", as
 * URLs are broken in print). Visually hidden texts (1 px boxes) have no width to measure.
 */
export function tableWordProblems(root: Element, longToken: number): string[] {
  const found: string[] = [];
  for (const cell of Array.from(root.querySelectorAll('table th, table td'))) {
    const style = getComputedStyle(cell);
    const contentWidth = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const text = node.textContent ?? '';
      const words = Array.from(text.matchAll(/\S+/g)).filter((run) => run[0].length <= longToken);
      for (const run of words) {
        for (const part of run[0].matchAll(/[^-–—/?&]+[-–—/?&]*|[-–—/?&]+/g)) {
          const word = part[0];
          const range = document.createRange();
          range.setStart(node, run.index + part.index);
          range.setEnd(node, run.index + part.index + word.length);
          const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0).length;
          const width = range.getBoundingClientRect().width;
          if (lines > 1) found.push(`"${word}" is broken over ${lines} lines`);
          else if (width > contentWidth + 0.5) {
            found.push(`"${word}" (${Math.round(width)} px) is wider than its cell (${Math.round(contentWidth)} px)`);
          }
        }
      }
    }
  }
  return found;
}

/**
 * Pairs of visible controls (links and buttons) of the main navbar whose boxes overlap, e.g.
 * "Sign in × Search (24×28 px)"; a navbar with fewer than three visible controls is reported too.
 */
export function navbarOverlaps(): string[] {
  const navbar = document.querySelector('nav[aria-label="Main"]');
  if (!navbar) return ['no main navbar'];
  const controls = Array.from(navbar.querySelectorAll('a[href], button')).filter(
    (element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getBoundingClientRect().width > 0 &&
      !element.closest('.navbar-sidebar'),
  );
  const named = controls.map((element) => ({
    name: (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).trim() || '(unnamed)',
    box: element.getBoundingClientRect(),
  }));
  const found = named.length < 3 ? [`only ${named.length} visible navbar controls`] : [];
  named.forEach((a, i) =>
    named.slice(i + 1).forEach((b) => {
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > 0.5 && height > 0.5)
        found.push(`${a.name} × ${b.name} (${Math.round(width)}×${Math.round(height)} px)`);
    }),
  );
  return found;
}

/**
 * Text of <main> under a floating control (a fixed element in view that is not the navbar, a
 * dialog or a menu: the chat launcher, back-to-top), at the top of the page, half-way down and at
 * its end, e.g. "Open chat covers “Every business that…” at 1200 px". Scrolls the page (instantly:
 * Docusaurus shows back-to-top only while the reader scrolls up, so it stays hidden) and back.
 * Given an `area` (a control's box), only the text under it, where the page is scrolled now.
 * One self-contained function: Playwright sends it to the page as its source.
 */
export function textUnderFloatingControls(area?: { x: number; y: number; width: number; height: number }): string[] {
  const main = document.querySelector('main');
  if (!main) return [];
  if (area) {
    const box = { left: area.x, top: area.y, right: area.x + area.width, bottom: area.y + area.height };
    return textUnder(box, 'the area');
  }
  const floating = () =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      if (getComputedStyle(element).position !== 'fixed') return false;
      if (element.closest('nav, [role="dialog"], .navbar-sidebar') || element.contains(main)) return false;
      const box = element.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      const small = box.width * box.height < (innerWidth * innerHeight) / 4;
      return (
        inView && small && box.width > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      );
    });
  const found: string[] = [];
  const heights = [0, (document.documentElement.scrollHeight - innerHeight) / 2, document.documentElement.scrollHeight];
  for (const top of heights) {
    window.scrollTo({ top, behavior: 'instant' });
    for (const control of floating()) {
      const name = control.getAttribute('aria-label') ?? control.getAttribute('title') ?? control.className;
      found.push(...textUnder(control.getBoundingClientRect(), name));
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return found;

  /** The shown text of <main> under `area`: scrolling boxes (a code block, the TOC) clip their text. */
  function textUnder(area: { left: number; top: number; right: number; bottom: number }, name: string): string[] {
    const under: string[] = [];
    const walker = document.createTreeWalker(main!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
        for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
          [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        const width = Math.min(right, area.right) - Math.max(left, area.left);
        const height = Math.min(bottom, area.bottom) - Math.max(top, area.top);
        if (width > 1 && height > 1) {
          under.push(`${name} covers “${node.textContent.trim().slice(0, 30)}” at ${Math.round(scrollY)} px`);
        }
      }
    }
    return under;
  }
}
