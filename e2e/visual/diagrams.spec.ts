import type { Locator, Page } from '@playwright/test';
import { expect, test, useColourMode, waitForHydration } from '../fixtures/test';

/**
 * Mermaid diagrams stay legible: a label is never drawn smaller than 11 px (a diagram wider than
 * the column scrolls sideways, with a scroll cue, instead of shrinking further), the page itself
 * never scrolls sideways, and in dark mode edge labels sit on the page's colour. Mermaid draws on
 * the client, when a diagram comes near the viewport: each test scrolls to the diagram and waits
 * for its SVG.
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
    await expect(container.locator('svg')).toBeVisible({ timeout: 15_000 });
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
