import type { Locator, Page } from '@playwright/test';
import { expect, forEachColourMode, test, useColourMode, waitForHydration } from '../fixtures/test';

/**
 * Mermaid diagrams stay legible: a label is never drawn smaller than 11 px (a diagram wider than
 * the column scrolls sideways, with a scroll cue, instead of shrinking further, and opens full size
 * in a dialog), the page itself never scrolls sideways, and in dark mode edge labels sit on the
 * page's colour. Mermaid draws on the client, when a diagram comes near the viewport: each test
 * scrolls to the diagram and waits for its SVG. Until then the diagram's estimated size is held,
 * so drawing it does not move the text below (layout shift).
 */

const MIN_LABEL_PX = 11;

/** Pages with diagrams of each kind: sequence (with a self-message and a block), flowcharts. */
const pages = ['/efr/api', '/e_invoicing/architecture', '/efr/architecture'];

/** Each diagram's place: the placeholder until it comes near the viewport, then its frame (src/theme/Mermaid). */
const slots = (page: Page) => page.locator('[data-diagram]');

/** Scrolls every diagram of the page into view in turn and waits until it is drawn; returns their SVGs' containers. */
async function drawAll(page: Page): Promise<Locator[]> {
  const count = await slots(page).count();
  expect(count, 'diagrams on the page').toBeGreaterThan(0);
  const drawn: Locator[] = [];
  for (let index = 0; index < count; index++) {
    const slot = slots(page).nth(index);
    await slot.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(slot).toHaveAttribute('data-diagram', 'frame');
    const container = slot.locator('.docusaurus-mermaid-container');
    await expect(container.locator(':scope > svg')).toBeVisible({ timeout: 15_000 });
    drawn.push(container);
  }
  return drawn;
}

/** The rendered size (font size × the SVG's scale) of every text of a diagram, e.g. {"validate": 12.4}. */
function renderedLabelSizes(container: Element): [string, number][] {
  const svg = container.querySelector('svg')!;
  const sizes: [string, number][] = [];
  for (const element of Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))) {
    const ownText = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent?.trim())
      .join(' ')
      .trim();
    if (!ownText) continue;
    // An HTML label in a foreignObject is scaled by the SVG around it.
    const matrix = (element.closest('svg') as SVGSVGElement).getScreenCTM();
    const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
    sizes.push([ownText, Math.round(parseFloat(getComputedStyle(element).fontSize) * scale * 10) / 10]);
  }
  return sizes;
}

for (const width of [390, 1280]) {
  test.describe(`diagrams at ${width} px`, () => {
    for (const path of pages) {
      test(`every label on ${path} is drawn at ${MIN_LABEL_PX} px or more, the page does not scroll sideways`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        for (const diagram of await drawAll(page)) {
          const sizes = await diagram.evaluate(renderedLabelSizes);
          expect(sizes.length, 'labels in the diagram').toBeGreaterThan(0);
          expect(sizes.filter(([, size]) => size < MIN_LABEL_PX - 0.05)).toEqual([]);
          // A diagram wider than the column scrolls in its own region, which says so and can be reached by keyboard.
          const wider = await diagram.evaluate((element) => {
            const frame = element.parentElement!;
            return frame.scrollWidth > frame.clientWidth + 1;
          });
          if (wider) {
            const region = diagram.locator('xpath=..');
            await expect(region).toHaveRole('region');
            await expect(region).toHaveAttribute('tabindex', '0');
            await expect(region).toHaveAttribute('data-more', /end/);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

test('in dark mode, edge labels of a flowchart sit on the page’s colour, not on grey chips', async ({ page }) => {
  await useColourMode(page, 'dark');
  await page.goto('/efr/architecture');
  await waitForHydration(page);
  const [first] = await drawAll(page);
  const { page: pageColour, labels } = await first!.evaluate((container) => {
    const opaque = (colour: string) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent';
    const labelColours = Array.from(container.querySelectorAll('.edgeLabel')).flatMap((label) =>
      [label, ...Array.from(label.querySelectorAll('*'))]
        .map((element) => getComputedStyle(element).backgroundColor)
        .filter(opaque),
    );
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--ifm-background-color)';
    document.body.append(probe);
    const pageColour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { page: pageColour, labels: labelColours };
  });
  expect(labels.length, 'edge labels with a background').toBeGreaterThan(0);
  expect([...new Set(labels)]).toEqual([pageColour]);
});

test('switching the colour mode redraws a flowchart in the other mode, every edge label in place, and back', async ({
  page,
}) => {
  await page.goto('/efr');
  await waitForHydration(page);
  const [diagram] = await drawAll(page);
  const drawing = () =>
    diagram!.evaluate((container) => ({
      svgs: container.querySelectorAll(':scope > svg').length,
      style: container.querySelector('svg > style')?.textContent ?? '',
      labels: Array.from(container.querySelectorAll('g.edgeLabel'))
        .filter((label) => label.textContent?.trim())
        .map((label) => label.getAttribute('transform') ?? ''),
    }));
  const light = await drawing();
  expect(light.labels.length, 'labelled edges').toBeGreaterThan(0);
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).filter({ visible: true });
  for (const mode of ['dark', 'light']) {
    const before = await drawing();
    if (!(await toggle.count())) await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await toggle.first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect
      .poll(async () => (await drawing()).style, { message: `redrawn in ${mode} mode` })
      .not.toBe(before.style);
    const redrawn = await drawing();
    expect(redrawn.svgs).toBe(1);
    expect(redrawn.labels).toEqual(light.labels);
  }
  expect((await drawing()).style).toBe(light.style);
});

/** Sums the page's layout shifts not caused by input, from its start (as the CLS metric counts them). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
}

test.describe('the place of a diagram is held until it is drawn', () => {
  for (const width of [390, 1280]) {
    // Its first diagram is drawn while the page is in view: the text below it moved by its height (CLS 0.09).
    test(`drawing the diagrams of /efr/DE/process moves nothing below them at ${width} px (layout shift under 0.01)`, async ({
      page,
    }) => {
      const layoutShift = await recordLayoutShifts(page);
      await page.setViewportSize({ width, height: 800 });
      // No input: the app starts by itself once the page has painted, as for a reader who only looks.
      await page.goto('/efr/DE/process');
      await expect(slots(page).first().locator('.docusaurus-mermaid-container > svg')).toBeVisible({
        timeout: 15_000,
      });
      await page.waitForTimeout(500);
      expect(await layoutShift()).toBeLessThan(0.01);
    });
  }

  test('the place held for each diagram is within 25 % of the height it is drawn at', async ({ page }) => {
    const found: string[] = [];
    for (const path of [...pages, '/efr/DE/process', '/efr']) {
      await page.goto(path);
      await waitForHydration(page);
      const count = await slots(page).count();
      for (let index = 0; index < count; index++) {
        const slot = slots(page).nth(index);
        const held = (await slot.boundingBox())!.height;
        await slot.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await expect(slot.locator('.docusaurus-mermaid-container > svg')).toBeVisible({ timeout: 15_000 });
        await expect(slot.locator('[data-diagram-reserve]')).toBeHidden();
        const drawn = (await slot.boundingBox())!.height;
        if (Math.abs(held - drawn) > drawn * 0.25)
          found.push(`${path} #${index + 1}: held ${held} px, drawn ${drawn} px`);
      }
    }
    expect(found).toEqual([]);
  });
});

test.describe('full-size diagrams', () => {
  const openButton = (page: Page) => page.getByRole('button', { name: /^Open full size/ });

  forEachColourMode(() => {
    test('a diagram wider than the column opens full size in a labelled dialog, by keyboard, and Escape returns the focus @mobile', async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/efr/api');
      await waitForHydration(page);
      const [diagram] = await drawAll(page);
      // The diagram scrolls in its region; the next Tab stop is its button.
      await diagram!.locator('xpath=..').focus();
      await page.keyboard.press('Tab');
      const button = openButton(page);
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Diagram: / });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      // Opaque, in the page's colour: the page behind does not show through (Infima's light page colour is transparent).
      expect(
        await dialog.evaluate((element) => {
          const own = getComputedStyle(element).backgroundColor;
          const page =
            [document.body, document.documentElement]
              .map((node) => getComputedStyle(node).backgroundColor)
              .find((value) => value !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)';
          return own === page && own.startsWith('rgb(');
        }),
      ).toBe(true);
      // Drawn anew at its natural width (820 px), wider than the window, so the dialog's region scrolls.
      const svg = dialog.locator('.docusaurus-mermaid-container > svg');
      await expect(svg).toBeVisible({ timeout: 15_000 });
      expect(Math.round((await svg.boundingBox())!.width)).toBe(820);
      await expect(dialog.getByRole('region', { name: /scrollable$/ })).toHaveAttribute('tabindex', '0');
      // One drawing of the diagram in the dialog, no id twice on the page.
      expect(
        await page.evaluate(() => {
          const ids = Array.from(document.querySelectorAll('svg[id^="mermaid-svg-"]')).map((svg) => svg.id);
          return ids.length === new Set(ids).size;
        }),
      ).toBe(true);
      expect(await axe({ include: 'dialog' })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test('Close shuts the dialog, and a diagram that fits the column has no button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/efr/DE/process');
    await waitForHydration(page);
    const [first, second] = await drawAll(page);
    // 633 and 440 px wide in a 703 px column: both fit.
    for (const diagram of [first!, second!])
      await expect(diagram.locator('xpath=../..').getByRole('button')).toHaveCount(0);
    await page.goto('/efr/api');
    await waitForHydration(page);
    await drawAll(page);
    await openButton(page).click();
    const dialog = page.getByRole('dialog', { name: /^Diagram: / });
    await expect(dialog).toBeVisible();
    // A modal dialog is above every floating control: its backdrop covers the chat launcher.
    const launcher = (await page.getByRole('button', { name: /^Open chat/ }).boundingBox())!;
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
        x: launcher.x + launcher.width / 2,
        y: launcher.y + launcher.height / 2,
      }),
    ).toBe('DIALOG');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toBeFocused();
  });
});
