/**
 * Interaction-ready time: from navigation start until a control on the page answers a tap, on a phone (Lighthouse's
 * mobile screen, 412×823 at 1.75×, its processor 4× slower, slow 4G), each load in a fresh browser context (nothing cached), the
 * floor's link and the shop's pages in 5 alternating rounds, medians; with the same loads' largest contentful paint.
 * A page past the floor + 500 ms fails the bench (exit 1).
 *
 * Part of `npm run bench`; alone, against a shop already running (`npm run build`, `npm start`):
 *   npm run bench:interaction -- http://127.0.0.1:3000      (the floor on BENCH_FLOOR_PORT, default 3201)
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { waitFor } from './bench-stats';
import { startFloor } from './floor';

const ROUNDS = 5;
const BUDGET_MS = 500;
/**
 * Lighthouse's mobile slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up, × 0.9), applied per request. Not
 * DevTools' "Slow 4G" (562.5 ms a request): at that latency every page's distance to the floor triples, and the
 * figures no longer compare with Lighthouse's or with the budgets set from them.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** A page, the control on it a shopper would tap (a CSS selector, its first match) and what to call it. */
type Target = { base: string; path: string; control: string; title: string };

/**
 * Runs in the page before any of its scripts and reports, through the binding `interactionReady`, the time the
 * control first answers a tap (or why it did not): the harness so runs nothing in the page while it loads, where
 * its own script would take the main thread from the page's. It looks every 16 ms (a timer runs only when the main thread is free, as a tap's handling would
 * need): once React has hydrated the document (its root no longer dehydrated) and the control carries a click
 * handler, it taps it through React's own event system, a click at the control with its handler swapped for one
 * that cancels it; the time is taken when React calls that handler. The tap is only tried once the root is hydrated,
 * since a tap before that would make React hydrate at once and so change what is measured. (A string, not a
 * function: tsx would name the function's inner functions with a helper the page lacks.)
 */
const probe = (selector: string) => `if (window === window.top) new Promise((resolve, reject) => {
  const own = (node, prefix) => Object.keys(node).find((key) => key.startsWith(prefix));
  let waiting = 'React to start';
  setTimeout(() => reject(new Error(${JSON.stringify(selector)} + ' did not answer within 60 s, waiting for ' + waiting)), 60000);
  const timer = setInterval(() => {
    const root = document[own(document, '__reactContainer$')];
    const hydrated = root?.stateNode.current.memoizedState.isDehydrated === false;
    const control = document.querySelector(${JSON.stringify(selector)});
    const key = control && own(control, '__reactProps$');
    if (root) waiting = !hydrated ? 'the document to hydrate' : !key || !control[key].onClick ? 'a click handler' : 'React to call it';
    if (!hydrated || !key || !control[key].onClick) return;
    const props = control[key];
    let answered = false;
    control[key] = { ...props, onClick: (event) => { event.preventDefault(); event.stopPropagation(); answered = true; } };
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    control[key] = props;
    if (!answered) return;
    clearInterval(timer);
    resolve(performance.now());
  }, 16);
}).then((ms) => window.interactionReady({ ms }), (error) => window.interactionReady({ error: error.message }));`;

/** One load of `url` in a fresh context: when its control answered and its largest contentful paint, in ms. */
async function measure(browser: Browser, url: string, control: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    let report: (answer: { ms?: number; error?: string }) => void = () => {};
    const answered = new Promise<number>((resolve, reject) => {
      report = ({ ms, error }) => (error === undefined ? resolve(ms!) : reject(new Error(error)));
    });
    await context.exposeBinding('interactionReady', (_source, answer) => report(answer));
    await context.addInitScript({ content: probe(control) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await answered;
    // The largest paint so far once the page has loaded and painted twice more.
    await page.waitForLoadState('load');
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              }),
            ),
          ),
        ),
    );
    return { ready, lcp };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The interaction-ready time of the shop's main pages at `base` next to the floor's link at `floorBase`. */
export async function interactionBench(base: string, floorBase: string) {
  const { data } = (await (await fetch(`${base}/api/shop?limit=1`)).json()) as { data: { slug: string }[] };
  const targets: Target[] = [
    { base: floorBase, title: 'floor: its Link', path: '/', control: 'main a' },
    { base, title: '"Shop the Collection"', path: '/', control: 'main a[href="/shop"]' },
    { base, title: 'Filter', path: '/shop', control: 'button[aria-controls="shop-filters"]' },
    { base, title: 'a colour swatch', path: `/product/${data[0].slug}`, control: 'main button[class*="_swatch"]' },
    { base, title: '"Back to shop"', path: '/cart', control: 'main a[href="/shop"]' },
  ];
  // Each page served once first: measured warm, as a shop runs.
  for (const { base, path } of targets) await fetch(base + path);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const loads = targets.map(() => ({ ready: [] as number[], lcp: [] as number[] }));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, { base, path, control }] of targets.entries()) {
        const { ready, lcp } = await measure(browser, base + path, control);
        loads[i].ready.push(ready);
        loads[i].lcp.push(lcp);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nInteraction-ready on a phone (412×823, CPU 4×, slow 4G), medians of ${ROUNDS} alternating rounds`);
  const floorReady = median(loads[0].ready);
  for (const [i, { title, path }] of targets.entries()) {
    const ready = median(loads[i].ready);
    const over = ready - floorReady;
    const line = `${path.padEnd(44)} ${title.padEnd(22)} ${ready.toFixed(0).padStart(6)} ms   LCP ${median(loads[i].lcp).toFixed(0).padStart(6)} ms`;
    if (i === 0) {
      console.log(line);
      continue;
    }
    if (over > BUDGET_MS) process.exitCode = 1;
    console.log(
      `${line}   floor ${over >= 0 ? '+' : ''}${over.toFixed(0)} ms   budget +${BUDGET_MS}   ${over <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_FLOOR_PORT) || 3201;
  const floor = startFloor(port);
  try {
    const floorBase = `http://127.0.0.1:${port}`;
    await waitFor(floorBase);
    await interactionBench(process.argv[2] ?? 'http://127.0.0.1:3000', floorBase);
  } finally {
    floor.kill('SIGTERM');
  }
}
