import type { Locator, Page } from '@playwright/test';
import { expect, forEachColourMode, test, waitForHydration } from '../fixtures/test';

test.describe('doc page shell', () => {
  test('the table of contents lists h2 and h3 headings only', async ({ page }) => {
    await page.goto('/efr/api');
    const article = page.locator('article');
    const headingIds = await article.locator('h2[id], h3[id]').evaluateAll((els) => els.map((el) => el.id));
    const deeper = await article.locator('h4[id]').evaluateAll((els) => els.map((el) => el.id));
    const tocIds = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
    expect(tocIds.length).toBeGreaterThan(3);
    expect(tocIds).toEqual(headingIds);
    for (const id of deeper) expect(tocIds).not.toContain(id);
  });

  test('every heading has a "Direct link to" anchor', async ({ page }) => {
    await page.goto('/efr/getting-started');
    const headings = page.locator('article :is(h2, h3)[id]');
    const count = await headings.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const heading = headings.nth(i);
      const text = (await heading.innerText()).replace(/\u200b/g, '').trim();
      const id = await heading.getAttribute('id');
      const link = heading.getByRole('link', { name: `Direct link to ${text}` });
      await expect(link).toHaveAttribute('href', `#${id}`);
    }
  });

  test('a hash scrolls smoothly to its element', async ({ page }) => {
    await page.goto('/efr/api#result-codes');
    await expect(page.locator('#result-codes')).toBeInViewport();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  });

  // A diagram drawn above the viewport once the app has started grew from nothing to 933 px and
  // pushed the heading the link had scrolled to off the screen.
  test('the element of a hash stays in view once the app has started', async ({ page }) => {
    await page.goto('/efr/api#result-codes');
    await expect(page.locator('#result-codes')).toBeInViewport();
    await waitForHydration(page);
    await page.waitForTimeout(2000);
    await expect(page.locator('#result-codes')).toBeInViewport();
  });

  test('breadcrumbs are off', async ({ page }) => {
    await page.goto('/efr/api/rule-set');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
  });

  test('the footer carries the 2025 copyright line', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025');
  });
});

/** Records every code block (a `pre`, or an element holding one) the page removes, as `window.removedBlocks`. */
async function recordRemovedBlocks(page: Page) {
  await page.addInitScript(() => {
    const removed: Element[] = [];
    (window as unknown as { removedBlocks: Element[] }).removedBlocks = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) removed.push(node);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

// src/theme/CodeBlock: upstream rebuilt every code block once the app had started; the blocks the
// server rendered are kept (a block inside tabs may still be rebuilt with its tab group). Their
// lines keep the server's tokens (src/theme/CodeBlock/Line) in either colour mode: the stylesheet
// colours the tokens by their classes (src/plugins/code-token-colours).
test.describe('code blocks once the app has started', () => {
  forEachColourMode((mode) => {
    test(`are the server's, highlighted in the ${mode} theme`, async ({ page }) => {
      await recordRemovedBlocks(page);
      await page.goto('/efr/api');
      const outsideTabs = page.locator('article pre:not([role="tabpanel"] pre)');
      expect(await outsideTabs.count()).toBeGreaterThan(3);
      const served = await outsideTabs.evaluateAll((blocks) => blocks.map((block) => block.textContent));
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const removedOutsideTabs = await page.evaluate(
        () =>
          (window as unknown as { removedBlocks: Element[] }).removedBlocks.filter(
            (node) => !node.closest('[role="tabpanel"]') && !node.querySelector('[role="tabpanel"]'),
          ).length,
      );
      expect(removedOutsideTabs).toBe(0);
      expect(await outsideTabs.evaluateAll((blocks) => blocks.map((block) => block.textContent))).toEqual(served);
      // GitHub's punctuation colour in light mode, Dracula's in dark mode (config/prism.ts): far
      // below the first screen, a block keeps the server's tokens in either mode, in its colours.
      const last = outsideTabs.last();
      const highlighted = () => last.locator('.token:not(.plain)').count();
      const colour = mode === 'dark' ? 'rgb(248, 248, 242)' : 'rgb(57, 58, 52)';
      expect(await highlighted()).toBeGreaterThan(3);
      await expect(last.locator('.token.punctuation').first()).toHaveCSS('color', colour);
      await expect(last.locator('.token.property').first()).toHaveCSS(
        'color',
        mode === 'dark' ? 'rgb(248, 248, 242)' : 'rgb(24, 119, 122)',
      );
      await last.scrollIntoViewIfNeeded();
      expect(await highlighted()).toBeGreaterThan(3);
      expect(await outsideTabs.evaluateAll((blocks) => blocks.map((block) => block.textContent))).toEqual(served);
    });
  });

  // src/theme/Tabs: upstream rebuilt every tab group at start; the served blocks of its panels
  // are kept, so the one a tap shows is in colour at once, with no Prism.
  test("a tab group's code blocks are the server's, also in the panel a tap shows", async ({ page }) => {
    await recordRemovedBlocks(page);
    await page.goto('/efr/api');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { removedBlocks: Element[] }).removedBlocks.length)).toBe(0);
    const xml = page.getByRole('tab', { name: 'XML' }).first();
    await xml.scrollIntoViewIfNeeded();
    await xml.click();
    const pre = page.getByRole('tabpanel').first().locator('pre');
    expect(await pre.locator('.token:not(.plain)').count()).toBeGreaterThan(3);
  });

  // src/features/tabs/useTabChoice.ts: the tapped group shows its tab at once and the groups that
  // share its choice follow after the next paint; the choice is still shared, stored and kept.
  test('a tab tapped in a group with a groupId switches every group of that id, stays in place and is remembered', async ({
    page,
  }) => {
    await page.goto('/efr/api');
    await waitForHydration(page);
    const groups = page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: 'XML', exact: true }) });
    expect(await groups.count()).toBeGreaterThan(1);
    const tapped = groups.nth(1).getByRole('tab', { name: 'XML', exact: true });
    await tapped.scrollIntoViewIfNeeded();
    const before = (await tapped.boundingBox())!.y;
    await tapped.click();
    for (let index = 0; index < (await groups.count()); index++) {
      await expect(groups.nth(index).getByRole('tab', { name: 'XML', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    // The first group's panel changed height above the tapped tab, which keeps its place.
    await page.waitForTimeout(300);
    expect(Math.abs((await tapped.boundingBox())!.y - before)).toBeLessThan(2);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.efr-format'))).toBe('xml');
    await page.reload();
    await waitForHydration(page);
    await expect(groups.first().getByRole('tab', { name: 'XML', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

// src/plugins/prism-on-demand, src/plugins/code-tokens: Prism is not part of the start, and the
// site's blocks never need it in the browser: served blocks keep the server's tokens, and a block
// React draws itself takes the tokens the build made for it.
test.describe('Prism in the browser', () => {
  test('is not loaded for the served blocks, in either colour mode, nor for the blocks of a page reached inside the app', async ({
    page,
  }) => {
    const prismLoads: string[] = [];
    page.on('response', async (response) => {
      // The grammars' own call (`Prism.languages.extend`), found only in Prism's chunk.
      if (response.request().resourceType() === 'script' && (await response.text()).includes('languages.extend(')) {
        prismLoads.push(response.url());
      }
    });
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(prismLoads).toEqual([]);
    // A colour-mode switch keeps the served tokens, which take the dark theme's colours from the
    // stylesheet (src/plugins/code-token-colours): no line is drawn again, no Prism.
    const served = page.locator('article pre').first();
    const tokens = await served.locator('.token:not(.plain)').count();
    expect(tokens).toBeGreaterThan(3);
    await page.locator('.navbar button[title*="mode"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(served.locator('.token.punctuation').first()).toHaveCSS('color', 'rgb(248, 248, 242)');
    expect(await served.locator('.token:not(.plain)').count()).toBe(tokens);
    await page.waitForTimeout(500);
    expect(prismLoads).toEqual([]);
    // A block of a page reached inside the app is drawn plain; focused and brought into view, it
    // is highlighted from its build-time tokens, in the same <pre>, which keeps the focus.
    await page.locator('.theme-doc-sidebar-container a.menu__link[href="/efr/DE/receipt-layout"]').click();
    await expect(page).toHaveURL(/\/efr\/DE\/receipt-layout$/);
    const pre = page.locator('article pre').last();
    const text = await pre.textContent();
    expect(await pre.locator('.token:not(.plain)').count()).toBe(0);
    await pre.focus();
    await pre.scrollIntoViewIfNeeded();
    await expect.poll(() => pre.locator('.token:not(.plain)').count()).toBeGreaterThan(3);
    await expect(pre).toBeFocused();
    await expect(pre).toHaveText(text!);
    await expect(pre.locator('.token.punctuation').first()).toHaveCSS('color', 'rgb(248, 248, 242)');
    await page.waitForTimeout(500);
    expect(prismLoads).toEqual([]);
  });
});

test.describe('code blocks of a page reached by a client-side navigation', () => {
  test('are drawn as plain text until they come near the viewport, then with the tokens the server draws', async ({
    page,
  }) => {
    const tokensOf = (pre: Locator) =>
      pre.evaluate((element) =>
        Array.from(element.querySelectorAll('.token-line'), (line) =>
          Array.from(line.querySelectorAll('.token'), (token) => `${token.className}:${token.textContent}`).join(' '),
        ),
      );
    await page.goto('/efr/DE/receipt-layout');
    const last = page.locator('article pre').last();
    const served = await last.textContent();
    const servedTokens = await tokensOf(last);
    expect(servedTokens.join(' ')).toContain('token property');
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    // From the sidebar at the top of the page: the blocks far below are out of reach from the start
    // (from the "Next" link at the bottom, the old scroll position may bring some near, briefly).
    await page.locator('.theme-doc-sidebar-container a.menu__link[href="/efr/DE/receipt-layout"]').click();
    await expect(page).toHaveURL(/\/efr\/DE\/receipt-layout$/);
    // Far below the first screen: the same text, plain (Prism's tokens but "plain" not there yet).
    await expect(last).toHaveText(served!);
    expect(await last.locator('.token:not(.plain)').count()).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('.token:not(.plain)').count()).toBeGreaterThan(3);
    await expect(last).toHaveText(served!);
    // Token for token what the server's Prism drew (src/plugins/code-tokens).
    expect(await tokensOf(last)).toEqual(servedTokens);
  });
});

// src/theme/CodeBlock/Content/String: word wrap measured when the browser lays a block out
// (src/features/code-blocks/useCodeWordWrap.ts), not in the tap that shows its tab panel.
test.describe('code block word wrap', () => {
  test('a long line gets the wrap button, also in a code tab just switched to, and the button wraps and unwraps', async ({
    page,
  }) => {
    await page.goto('/efr/api');
    await waitForHydration(page);
    const xml = page.getByRole('tab', { name: 'XML' }).first();
    await xml.scrollIntoViewIfNeeded();
    await xml.click();
    await expect(xml).toHaveAttribute('aria-selected', 'true');
    // The first shown panel is the first group's: its XML request has lines wider than the block.
    const panel = page.getByRole('tabpanel').first();
    const pre = panel.locator('pre');
    await expect(pre).toContainText('<');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const wrap = panel.getByRole('button', { name: 'Toggle word wrap' });
    await expect(wrap).toHaveCount(1);
    await pre.hover();
    await wrap.click();
    await expect(panel.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    // Wrapped, the button stays, to unwrap.
    await expect(wrap).toHaveCount(1);
    await wrap.click();
    await expect(panel.locator('code')).not.toHaveAttribute('style');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Back to JSON: that panel's long lines have their button too.
    const json = page.getByRole('tab', { name: 'JSON' }).first();
    await json.click();
    await expect(json).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first().getByRole('button', { name: 'Toggle word wrap' })).toHaveCount(1);
  });
});

test.describe('sample receipt', () => {
  // The QR codes are encoded at build time (src/plugins/receipt-codes); a client-side navigation
  // draws them from the same data as the server render.
  test('draws the same QR code after a client-side navigation as in the served page', async ({ page }) => {
    const code = page.getByRole('img', { name: "QR code with the receipt's signature data" });
    await page.goto('/efr/DE/receipt-layout');
    const served = await code.locator('path').getAttribute('d');
    expect(served?.length).toBeGreaterThan(1000);

    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Next Receipt layout' }).click();
    await expect(page).toHaveURL(/\/efr\/DE\/receipt-layout$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(code.locator('path')).toHaveAttribute('d', served!);
  });
});
