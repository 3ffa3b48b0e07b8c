import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Every back-office page sends a visitor without a staff session to sign in, naming the page to come back to. The
 * pages are read from app/admin, so a new desk page cannot escape; each is fetched without cookies from the
 * production server, and its answer must be the redirect, naming nothing of the record the page is about.
 */

const APP = path.resolve('app');
const SIGN_IN = '/admin/signin';

/**
 * Plausible values of the dynamic segments, twice: records of the seed (ids from 1), order numbers as the shop
 * makes them. A page about a record answers a visitor alike for both.
 */
const SEGMENTS: Record<string, string>[] = [
  { id: '1', orderNo: 'LI10000001' },
  { id: '2', orderNo: 'LI10000002' },
];

/** The address of every page under app/admin: route groups `(desk)` leave no trace, `[segment]`s are filled. */
function deskPages(values: Record<string, string>, dir = path.join(APP, 'admin')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const inside = path.join(dir, entry.name);
    if (entry.isDirectory()) return deskPages(values, inside);
    if (entry.name !== 'page.tsx') return [];
    const segments = path
      .relative(APP, dir)
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => {
        const name = segment.match(/^\[(\w+)\]$/)?.[1];
        if (!name) return segment;
        if (!(name in values)) throw new Error(`No value for [${name}] (${path.relative(APP, inside)}): add one to SEGMENTS`);
        return values[name];
      });
    return [`/${segments.join('/')}`];
  });
}

/** What an answer's head says of its page: its title and description. */
const headOf = (html: string) => [...html.matchAll(/<title>[^<]*<\/title>|<meta name="description"[^>]*>/g)].map(([tag]) => tag);

test('every back-office page sends a visitor to sign in, and back to it afterwards', async ({ playwright, baseURL }) => {
  test.skip(test.info().project.name !== 'desktop', 'the server is the same at every width: checked once');
  const [pages, others] = SEGMENTS.map((values) => deskPages(values).filter((page) => page !== SIGN_IN));
  expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/orders/LI10000001/slip', '/admin/products/1']));
  // Raw requests: no cookie jar, no browser, no redirect followed.
  const request = await playwright.request.newContext({ baseURL });
  const visit = async (page: string) => {
    const response = await request.get(page, { maxRedirects: 0, failOnStatusCode: false });
    return { page, status: response.status(), location: response.headers().location, head: headOf(await response.text()) };
  };
  const answers = await Promise.all(pages.map(visit));
  expect(answers.map(({ head: _, ...answer }) => answer)).toEqual(
    pages.map((page) => ({ page, status: 307, location: `${SIGN_IN}?next=${encodeURIComponent(page)}` })),
  );
  // The redirect still carries a head; of a page about a record, it must not name it (a coupon's code, a draft's title).
  const otherHeads = (await Promise.all(others.map(visit))).map(({ head }) => head);
  expect(answers.map(({ page, head }) => ({ page, head }))).toEqual(pages.map((page, i) => ({ page, head: otherHeads[i] })));
  expect((await request.get(SIGN_IN, { maxRedirects: 0 })).status()).toBe(200);
  await request.dispose();
});

test.describe('before the page hydrates', () => {
  test.use({ javaScriptEnabled: false });

  test('a sign-in tapped before the scripts run keeps the password out of the address', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', 'the form is the same at every width: checked once');
    await page.goto(SIGN_IN);
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('a-secret-password');
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await page.getByRole('button', { name: 'Sign in' }).click();
    const request = await sent;
    // The browser sends the form itself; as a POST its fields stay in the body, out of history and the logs.
    expect([request.method(), new URL(request.url()).search]).toEqual(['POST', '']);
    await expect(page).toHaveURL(SIGN_IN);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
