// What a reader on a phone waits for: a first tap on a control after reading a page for a while.
// Phone profile (Lighthouse's mobile setting): 412×823 viewport with touch, CPU slowed 4×; the
// network is the local server. Each scenario loads a page in a fresh context, waits as a reader
// would, taps, and measures from the tap (the touch event's own time stamp, so a busy main thread
// counts) to the frame in which the response is on screen. The read-then-tap session also reports
// the main thread's work over its first 10 s (Chrome's TaskDuration), so work moved after the tap
// is still counted.
import { chromium } from '@playwright/test';

export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
export const cpuSlowdown = 4;
const sessionMs = 10_000;

/**
 * The controls: how to find one in a page (`target`) and, in the page, when its response is on
 * screen (`shown`, given the text read from the target before the tap). Selectors are stock
 * Docusaurus (and DocSearch), so they find the same control on both sites.
 */
export const controls = {
  menu: {
    target: 'button.navbar__toggle',
    shown: () => {
      const link = document.querySelector('.navbar-sidebar--show .navbar-sidebar__items .menu__link');
      return Boolean(link && link.getBoundingClientRect().width > 0);
    },
  },
  colourMode: {
    // On a phone the switch is in the menu's header; the scenario opens the menu first and taps it.
    before: 'menu',
    target: '.navbar-sidebar__brand button[class*="toggleButton"], .navbar-sidebar__brand button[title*="mode"]',
    read: () => document.documentElement.getAttribute('data-theme'),
    shown: (before) => document.documentElement.getAttribute('data-theme') !== before,
  },
  search: {
    target: 'button.DocSearch-Button',
    shown: () => {
      const modal = document.querySelector('.DocSearch-Modal');
      return Boolean(modal && modal.getBoundingClientRect().height > 0);
    },
  },
  tab: {
    target: '[role="tab"][aria-selected="false"]',
    shown: (_before, target) => target.isConnected && target.getAttribute('aria-selected') === 'true',
    // React may replace the tab list while starting: find the same tab again by its text.
    read: (target) => target.textContent,
    refind: (text) => [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === text) ?? null,
  },
  // The same tap, until the shown panel's code is in colour: what a reader waits for when the
  // highlighting (and, on this site, Prism) is deferred past the tab's own response.
  tabColours: {
    target: '[role="tab"][aria-selected="false"]',
    shown: (_before, target) => {
      if (!target.isConnected || target.getAttribute('aria-selected') !== 'true') return false;
      const panel = [...(target.closest('.tabs-container')?.querySelectorAll('[role="tabpanel"]') ?? [])].find(
        (candidate) => !candidate.hidden,
      );
      return Boolean(panel?.querySelector('pre .token:not(.plain)'));
    },
    read: (target) => target.textContent,
    refind: (text) => [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === text) ?? null,
  },
  next: {
    target: 'a.pagination-nav__link--next',
    // The next page's address and the current title: shown when the address is the next page's and
    // a different title is on screen.
    read: (target) => [new URL(target.href).pathname, document.querySelector('h1')?.textContent ?? ''],
    shown: ([pathname, title]) => {
      const heading = document.querySelector('h1');
      return (
        location.pathname === pathname &&
        heading !== null &&
        heading.textContent !== title &&
        heading.getBoundingClientRect().height > 0
      );
    },
  },
};

export const tapScenarios = [
  { name: 'menu, 1.5 s', path: '/efr/DE/fiscal', readMs: 1500, control: 'menu', session: true },
  { name: 'menu, 5 s', path: '/efr/DE/fiscal', readMs: 5000, control: 'menu' },
  { name: 'menu on /efr/api, 1.5 s', path: '/efr/api', readMs: 1500, control: 'menu' },
  { name: 'colour mode, 1.5 s', path: '/efr/DE/fiscal', readMs: 1500, control: 'colourMode' },
  { name: 'colour mode, 5 s', path: '/efr/DE/fiscal', readMs: 5000, control: 'colourMode' },
  { name: 'search, 1.5 s', path: '/efr/DE/fiscal', readMs: 1500, control: 'search' },
  { name: 'search, 5 s', path: '/efr/DE/fiscal', readMs: 5000, control: 'search' },
  { name: 'code tab on /efr/api, 1.5 s', path: '/efr/api', readMs: 1500, control: 'tab' },
  { name: 'code tab on /efr/api, 5 s', path: '/efr/api', readMs: 5000, control: 'tab' },
  // Not a first response (the tab is): compared with vanilla, not with the 100 ms budget.
  { name: 'code tab on /efr/api → code in colour, 1.5 s', path: '/efr/api', readMs: 1500, control: 'tabColours' },
  { name: '"Next" link → title, 1.5 s', path: '/efr/DE/fiscal', readMs: 1500, control: 'next' },
];

export async function launchPhoneBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Records the first touch's time stamp and, frame by frame, when `shown` first holds. */
function watch({ shown, read, refind }) {
  const state = { tapAt: null, shownAt: null };
  window.__benchTap = state;
  const find = (text) => (refind ? refind(text) : null);
  let before = null;
  let target = null;
  addEventListener(
    'touchstart',
    (event) => {
      if (state.tapAt === null) state.tapAt = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  state.arm = (element) => {
    target = element;
    before = read ? read(element) : null;
    const frame = () => {
      if (refind && !target.isConnected) target = find(before) ?? target;
      if (state.tapAt !== null && shown(before, target)) {
        state.shownAt = performance.now();
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
}

/** The first visible match: a tab of a hidden panel or the desktop twin of a control does not count. */
const visible = (page, selector) => page.locator(selector).filter({ visible: true }).first();

async function tap(page, selector) {
  const locator = visible(page, selector);
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
  // Scrolled by script, not by touch: a reader's scrolling touch would start the app earlier.
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * One run of a scenario on `origin`: { ms } (tap → response on screen), plus { taskMs } for a
 * session scenario. A page without the control returns null (vanilla has no search button).
 */
export async function runTap(browser, origin, scenario) {
  const control = controls[scenario.control];
  const context = await browser.newContext({ ...phone, bypassCSP: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const startedAt = Date.now();
    await page.goto(origin + scenario.path, { waitUntil: 'load' });
    if ((await page.locator(control.target).count()) === 0 && !control.before) return null;
    const loadedAt = Date.now();
    await page.waitForTimeout(Math.max(0, scenario.readMs - (Date.now() - loadedAt)));
    if (control.before) {
      // A first control opens the way (the menu that holds the colour switch); its own time is not counted.
      await tap(page, controls[control.before].target);
      await page.waitForFunction(controls[control.before].shown, null, { polling: 'raf', timeout: 30_000 });
      if ((await page.locator(control.target).count()) === 0) return null;
    }
    await page.evaluate(
      ({ watcher, shown, read, refind }) => {
        // Functions cross as source text (the context bypasses the page's CSP for this).
        const make = (source) => (source ? new Function(`return (${source})`)() : undefined);
        make(watcher)({ shown: make(shown), read: make(read), refind: make(refind) });
      },
      {
        watcher: watch.toString(),
        shown: control.shown.toString(),
        read: control.read?.toString(),
        refind: control.refind?.toString(),
      },
    );
    await visible(page, control.target).evaluate((element) => window.__benchTap.arm(element));
    const navigates = scenario.control === 'next';
    const title = navigates ? await visible(page, control.target).evaluate(control.read) : null;
    const tappedAt = Date.now();
    await tap(page, control.target);
    let ms;
    if (navigates) {
      // A plain link loads a new document (the watcher goes with the old one): timed from here.
      await page.waitForFunction(control.shown, title, { polling: 'raf', timeout: 30_000 });
      ms = Date.now() - tappedAt;
    } else {
      await page.waitForFunction(() => window.__benchTap.shownAt !== null, null, { polling: 100, timeout: 30_000 });
      ms = await page.evaluate(() => window.__benchTap.shownAt - window.__benchTap.tapAt);
    }
    const result = { ms: Math.round(ms) };
    if (scenario.session) {
      await page.waitForTimeout(Math.max(0, sessionMs - (Date.now() - startedAt)));
      const { metrics } = await cdp.send('Performance.getMetrics');
      result.taskMs = Math.round(1000 * (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0));
    }
    return result;
  } finally {
    await context.close();
  }
}
