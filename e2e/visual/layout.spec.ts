import type { Locator, Page } from '@playwright/test';
import { LONG_TOKEN_LENGTH } from '../../src/components/ReceiptElements/wrapping';
import { expect, forEachColourMode, test, useColourMode, waitForHydration } from '../fixtures/test';
import { tableWordProblems } from './checks';

/**
 * Layout checks measured in the browser: what a reader sees break at some widths or in one colour
 * mode (controls on top of each other, words split in narrow columns, unreadable highlights, the
 * current page out of the sidebar's view), asserted with bounding boxes and computed styles.
 */

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

/** Pairs of visible navbar controls whose boxes overlap, e.g. "Sign in × Search (24×28 px)". */
async function overlappingControls(page: Page): Promise<string[]> {
  const controls = navbar(page).getByRole('link').or(navbar(page).getByRole('button')).filter({ visible: true });
  const boxes: { name: string; box: NonNullable<Awaited<ReturnType<Locator['boundingBox']>>> }[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim();
    if (box && box.width > 0 && box.height > 0) boxes.push({ name: name || '(unnamed)', box });
  }
  expect(boxes.length, 'visible navbar controls').toBeGreaterThanOrEqual(3);
  const overlaps: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const width = Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
      const height = Math.min(a.box.y + a.box.height, b.box.y + b.box.height) - Math.max(a.box.y, b.box.y);
      if (width > 0.5 && height > 0.5)
        overlaps.push(`${a.name} × ${b.name} (${Math.round(width)}×${Math.round(height)} px)`);
    }),
  );
  return overlaps;
}

/**
 * WCAG contrast ratio of an element's text colour against its background, composited up to the
 * page. Runs in the browser (passed to `evaluate`), so it uses nothing from outside its body.
 */
function textContrast(element: Element): number {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  // The canvas parses any colour syntax a computed style uses (rgb(), color(srgb …), …).
  const rgba = (colour: string): number[] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
  const layers: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    layers.push(getComputedStyle(node).backgroundColor);
  }
  let background = [255, 255, 255];
  for (const layer of layers.reverse()) background = over(rgba(layer), background);
  const text = over(rgba(getComputedStyle(element).color), background);
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
}

/** A CSS colour expression (e.g. "var(--ifm-color-primary)") as the page computes it. */
function computedColour(page: Page, expression: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, expression);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('navbar layout', () => {
  for (const width of [320, 390, 768, 997, 1280]) {
    test(`no two navbar controls overlap at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/efr/DE/fiscal');
      await waitForHydration(page);
      expect(await overlappingControls(page)).toEqual([]);
    });
  }

  test('no two navbar controls overlap when signed in, at 320 and 1280 px', async ({ page }) => {
    await page.goto('/efr/DE/fiscal');
    const signIn = navbar(page).getByRole('button', { name: 'Sign in' });
    test.skip((await signIn.count()) === 0, 'Sign-in is not configured in this build (build with DEV_AUTH=1).');
    await signIn.click();
    await page.getByRole('button', { name: /Sign in as/ }).click();
    await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => overlappingControls(page), `at ${width} px`).toEqual([]);
    }
  });

  test('the sign-in button in the mobile menu lines up with the menu links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: /Back to main menu/ }).click();
    const menu = page.locator('.navbar-sidebar');
    // The main menu slides in: measure once it has stopped (each box is read at its own moment).
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const signIn = menu.getByRole('button', { name: 'Sign in' });
    test.skip((await signIn.count()) === 0, 'Sign-in is not configured in this build (build with DEV_AUTH=1).');
    const menuLink = menu.getByRole('link', { name: 'E-Invoicing', exact: true });
    const link = await menuLink.boundingBox();
    const linkText = await menuLink.evaluate(
      (element) => element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft),
    );
    const button = await signIn.boundingBox();
    expect(link && button).toBeTruthy();
    // Starts where the links' text starts, within the links' width, a full-size button (the bar's small one is 28 px).
    expect(Math.abs(button!.x - linkText)).toBeLessThanOrEqual(1);
    expect(button!.x + button!.width).toBeLessThanOrEqual(link!.x + link!.width + 1);
    expect(button!.height).toBeGreaterThanOrEqual(32);
  });
});

test.describe('receipt-elements table', () => {
  for (const width of [390, 1280]) {
    test(`no table cell on /efr/DE/receipt-layout is narrower than its longest word at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/efr/DE/receipt-layout');
      await waitForHydration(page);
      await expect(page.getByRole('table', { name: /Mandatory receipt elements/ })).toBeVisible();
      // Every word stays on one line and fits its cell's content box (checks.ts).
      const problems = await page.locator('main').evaluate(tableWordProblems, LONG_TOKEN_LENGTH);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('search page highlights', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`highlighted words on /search have a text contrast of at least 4.5:1 in ${mode} mode`, async ({ page }) => {
      await useColourMode(page, mode);
      await page.goto('/search?q=receipt');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const marks = page.getByRole('main').locator('mark');
      await expect(marks.first()).toBeVisible({ timeout: 15_000 });
      const ratios: number[] = [];
      for (const mark of (await marks.all()).slice(0, 10)) ratios.push(await mark.evaluate(textContrast));
      for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('docs sidebar', () => {
  test('the current page on /efr/DE/fiscal is in the sidebar’s visible area after load, the page unscrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    const current = sidebar(page).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect
      .poll(async () => {
        const [link, area] = await Promise.all([current.boundingBox(), sidebar(page).boundingBox()]);
        if (!link || !area) return 'not rendered';
        const bottom = Math.min(area.y + area.height, 800);
        return link.y >= area.y && link.y + link.height <= bottom ? 'visible' : `link at ${Math.round(link.y)} px`;
      })
      .toBe('visible');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(current).not.toBeFocused();
  });

  test('the EFR country guides are listed in alphabetical order of their names', async ({ page }) => {
    await page.goto('/efr/DE/fiscal');
    const group = sidebar(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Country guides', exact: true }) });
    // The countries are the group's own items (each a category with its pages below it).
    const names = await group.evaluate((item) =>
      Array.from(item.querySelectorAll(':scope > ul > li > div > a, :scope > ul > li > a')).map((link) =>
        (link.textContent ?? '').trim(),
      ),
    );
    expect(names.length).toBeGreaterThanOrEqual(17);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  // docs-internal/requirements.md#documentation-areas
  test('the EFR sidebar is not collapsible', async ({ page }) => {
    await page.goto('/efr/DE/fiscal');
    await waitForHydration(page);
    await expect(sidebar(page).getByRole('button', { name: /(Collapse|Expand) sidebar category/ })).toHaveCount(0);
  });
});

test.describe('brand colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the chat launcher and the assistant's header are in the brand colour, ${mode} mode`, async ({ page }) => {
      await useColourMode(page, mode);
      await page.goto('/efr');
      await waitForHydration(page);
      const primary = await computedColour(page, 'var(--ifm-color-primary)');
      const launcher = page.getByRole('button', { name: /^Open chat/ });
      expect(await background(launcher)).toBe(primary);
      await launcher.click();
      const panel = page.getByRole('dialog', { name: 'Docs assistant' });
      const heading = panel.getByRole('heading', { name: 'Docs assistant' });
      await expect(heading).toBeVisible();
      expect(await background(panel.locator('.rcw-header'))).toBe(primary);
      expect(await heading.evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);
      // The widget's launcher, which replaced the stand-in, keeps the colour.
      expect(await background(page.locator('.rcw-launcher'))).toBe(primary);
    });
  }

  test('the search dialog in dark mode takes the site’s surfaces, not DocSearch’s navy', async ({ page, axe }) => {
    await useColourMode(page, 'dark');
    await page.goto('/efr');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('receipt');
    const hits = page.getByRole('option');
    await expect(hits.nth(1)).toBeVisible({ timeout: 15_000 });
    const surface = await computedColour(page, 'var(--ifm-background-surface-color)');
    // The first hit is the selected one (in the brand colour); the others are cards on the surface.
    expect(await background(hits.nth(1).locator('a'))).toBe(surface);
    expect(await background(page.locator('.DocSearch-Modal'))).toBe(
      await computedColour(page, 'var(--ifm-background-color)'),
    );
    expect(await background(page.locator('.DocSearch-Footer'))).toBe(surface);
    expect(await axe({ include: '.DocSearch-Container' })).toEqual([]);
  });

  test('in dark mode the announcement bar and the home page’s secondary button are dark', async ({ page }) => {
    await useColourMode(page, 'dark');
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({ hasText: 'New:' });
    expect(await background(bar)).toBe(await computedColour(page, 'var(--ifm-background-surface-color)'));
    expect(await bar.getByText(/^New:/).evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);
    const secondary = page.getByRole('link', { name: 'Find your country' });
    expect(await background(secondary)).toBe(await computedColour(page, 'var(--ifm-color-emphasis-200)'));
    expect(await secondary.evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('country flags', () => {
  test('every country in the matrix on /efr/countries has its flag image, with the code as alt text @mobile', async ({
    page,
  }) => {
    await page.goto('/efr/countries');
    const rows = page.getByRole('table', { name: /Fiscal requirements/ }).getByRole('rowheader');
    await expect(rows).toHaveCount(17);
    for (const row of await rows.all()) {
      const href = await row.getByRole('link').getAttribute('href');
      const code = href?.split('/').pop() ?? '';
      const flag = row.locator('img');
      await expect(flag, `flag of ${code}`).toHaveAttribute('alt', code);
      await expect(flag).toHaveAttribute('src', new RegExp(`/${code.toLowerCase()}-[0-9a-f]+\\.svg$`));
      await flag.scrollIntoViewIfNeeded();
      await expect
        .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // No flag emoji is left anywhere on the page (letter pairs on Windows, boxes without an emoji font).
    expect(await page.getByRole('main').innerText()).not.toMatch(/\p{Regional_Indicator}/u);
  });

  test('a country page loads its own flag and no other', async ({ page }) => {
    const flags: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/images\/([a-z]{2})-[0-9a-f]+\.svg$/.exec(request.url());
      if (match?.[1]) flags.push(match[1]);
    });
    await page.goto('/efr/AT');
    await waitForHydration(page);
    const flag = page.getByRole('table', { name: /Austria at a glance/ }).locator('caption img');
    await expect(flag).toHaveAttribute('alt', 'AT');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect([...new Set(flags)]).toEqual(['at']);
  });
});

test.describe('reading measure', () => {
  test('doc prose at 1920 px keeps 60–80 characters a line, while a table takes the column’s width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/efr/getting-started');
    await waitForHydration(page);
    const article = page.locator('.theme-doc-markdown');
    // Characters on each full line (all but the last) of the page's paragraphs of three lines or more.
    const lines = await article.evaluate((root) => {
      const counts: number[] = [];
      for (const paragraph of Array.from(root.querySelectorAll(':scope > p'))) {
        const byTop = new Map<number, number>();
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            const top = Math.round(rect.top / 4);
            byTop.set(top, (byTop.get(top) ?? 0) + 1);
          }
        }
        const perLine = [...byTop.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
        if (perLine.length >= 3) counts.push(...perLine.slice(0, -1));
      }
      return counts;
    });
    expect(lines.length).toBeGreaterThanOrEqual(5);
    const average = lines.reduce((sum, count) => sum + count, 0) / lines.length;
    expect(average).toBeGreaterThanOrEqual(60);
    expect(average).toBeLessThanOrEqual(80);
    expect(Math.max(...lines)).toBeLessThanOrEqual(90);
    const [paragraph, table] = await Promise.all([
      box(article.locator(':scope > p').first()),
      box(article.locator('table').first()),
    ]);
    expect(table.width).toBeGreaterThan(paragraph.width + 100);
  });
});

test.describe('titles, tables and examples', () => {
  for (const [width, size, maxLines] of [
    [390, 28, 3],
    [1280, 40, 2],
  ] as const) {
    test(`a long page title is ${size} px at ${width} px and takes at most ${maxLines} lines`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/enduser/fiscal-reporting-de_en');
      const title = page.getByRole('heading', { level: 1 });
      const { fontSize, lines } = await title.evaluate((h1) => {
        const style = getComputedStyle(h1);
        return {
          fontSize: parseFloat(style.fontSize),
          lines: Math.round(h1.clientHeight / parseFloat(style.lineHeight)),
        };
      });
      expect(fontSize).toBe(size);
      expect(lines).toBeLessThanOrEqual(maxLines);
    });
  }

  test('Markdown tables align like the components’ tables: text from the start, cells from the top', async ({
    page,
  }) => {
    const alignment = (table: Locator) =>
      table.evaluate((element) =>
        Array.from(element.querySelectorAll('th, td')).map((cell) => {
          const style = getComputedStyle(cell);
          return `${cell.tagName} ${style.textAlign === 'start' ? 'left' : style.textAlign} ${style.verticalAlign}`;
        }),
      );
    await page.goto('/efr/getting-started');
    const markdown = new Set(await alignment(page.locator('.theme-doc-markdown table').first()));
    await page.goto('/efr/DE/receipt-layout');
    const component = new Set(await alignment(page.getByRole('table', { name: /Mandatory receipt elements/ })));
    expect([...markdown].sort()).toEqual(['TD left top', 'TH left top']);
    expect([...component].sort()).toEqual(['TD left top', 'TH left top']);
  });

  test('a JSON example written on one line is shown formatted, on lines that fit the column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/efr/DE/process');
    const block = page.locator('pre').filter({ hasText: '"TraSC"' });
    const text = await block.innerText();
    expect(text.split('\n').length).toBeGreaterThanOrEqual(5);
    expect(JSON.parse(text)).toEqual({
      TraSC: { Result: { RC: 'OK' }, Fis: { TID: 48280, StartD: '2026-11-20T10:17:02' } },
    });
    expect(await block.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  });
});

test.describe('sticky first column', () => {
  /** What the reader sees of a table's first cell in a row once the region has scrolled: where, on what, with which cue. */
  async function firstCellWhileScrolled(table: Locator) {
    const region = table.locator('xpath=..');
    await expect(region).toHaveAttribute('data-sticky', 'first');
    const cell = table.locator('tbody tr').nth(1).locator(':scope > :first-child');
    const before = await box(cell);
    await region.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
    await expect(region).toHaveAttribute('data-more', /start/);
    return cell.evaluate((element, x) => {
      const rect = element.getBoundingClientRect();
      const cue = getComputedStyle(element, '::after');
      const colour = getComputedStyle(element).backgroundColor;
      // The colour the page shows: <body>'s or <html>'s, or the white canvas where both are transparent.
      const pageColour =
        [document.body, document.documentElement]
          .map((element) => getComputedStyle(element).backgroundColor)
          .find((value) => value !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)';
      // What a tap at the cell's middle reaches: the cell itself, not a cell scrolled under it.
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        moved: Math.abs(Math.round(rect.left - x)),
        // The page's own colour, fully opaque, under the row's stripe.
        opaque: colour === pageColour && /^rgb\(/.test(colour),
        onTop: hit !== null && element.contains(hit),
        cue: `${cue.width} ${cue.backgroundImage.startsWith('linear-gradient') ? 'gradient' : cue.backgroundImage}`,
      };
    }, before.x);
  }

  forEachColourMode(() => {
    for (const [path, name] of [
      ['/efr/countries', /Fiscal requirements/],
      ['/efr/AT/fiscal-devices', undefined],
    ] as const) {
      test(`the first column of a wide table on ${path} stays in view at 390 px, opaque, with the scroll cue beside it`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        await waitForHydration(page);
        // The country matrix (a component's table), or the page's first wide Markdown table.
        const table = name
          ? page.getByRole('table', { name })
          : page.locator('.table-scroll[data-sticky="first"] > table').first();
        await table.scrollIntoViewIfNeeded();
        expect(await firstCellWhileScrolled(table)).toEqual({
          moved: 0,
          opaque: true,
          onTop: true,
          cue: '16px gradient',
        });
      });
    }
  });

  test('a table that fits, or whose first column is wider than 45 % of the column, does not hold it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/efr/countries');
    await waitForHydration(page);
    // The 64 rem country matrix overflows the 703 px column at 1280 too; its country column is narrow.
    await expect(page.getByRole('table', { name: /Fiscal requirements/ }).locator('xpath=..')).toHaveAttribute(
      'data-sticky',
      'first',
    );
    await page.goto('/efr/getting-started');
    await waitForHydration(page);
    await expect(page.locator('.table-scroll').first()).not.toHaveAttribute('data-sticky', /./);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/e_invoicing/api/additional');
    await waitForHydration(page);
    // Its "Field" column takes 295 of 358 px: held in place, it would leave the others 63 px to scroll through.
    const wideFirst = page.locator('.table-scroll').first();
    expect(await wideFirst.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(wideFirst).not.toHaveAttribute('data-sticky', /./);
  });
});
