import { expectAccessible } from './axe';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { expect, test, type Page } from './fixtures';
import { allProducts, bdt, placeOrder, plainProduct, signedInShopper } from './shopper';

/** Moves an order on the desk through its API, one status after another (the desk's own journeys do it by hand). */
async function moved(page: Page, orderNo: string, path: (number | null)[]) {
  for (let i = 1; i < path.length; i++) {
    const res = await page.request.post(`/api/admin/orders/${orderNo}/status`, { data: { from: path[i - 1], to: path[i] } });
    expect(res.status()).toBe(200);
  }
}

/** Today's figures as the report's API gives them. */
async function today(page: Page) {
  const { data } = await (await page.request.get('/api/admin/reports?period=today')).json();
  return data.days[0] as { day: string; orders: number; cash: number };
}

test('the owner places two orders and delivers one: today’s report charts them, from the dashboard', async ({
  page,
  browser,
}) => {
  await page.goto('/admin');
  await signInToBackOffice(page);
  const before = await today(page);

  const shopper = await anotherBrowser(browser);
  const product = plainProduct(await allProducts(shopper));
  await signedInShopper(shopper);
  const first = await placeOrder(shopper, product, 1);
  await placeOrder(shopper, product, 1);
  await moved(page, first, [null, 7, 6, 1]);
  const { total: cash } = (await (await page.request.get(`/api/admin/orders/${first}`)).json()) as { total: number };

  // The dashboard's figure leads to its report.
  await page.goto('/admin');
  await page.locator('dl div').filter({ hasText: 'Orders today' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/reports\?period=today$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'true');

  // One bar for today in each chart, at least the two orders and the cash just made (other journeys order too).
  const ordersBar = page.locator('[data-chart="chart-orders"] rect');
  const cashBar = page.locator('[data-chart="chart-cash"] rect');
  await expect(ordersBar).toHaveCount(1);
  await expect(cashBar).toHaveCount(1);
  await expect(ordersBar).toHaveAttribute('data-day', before.day);
  const placed = Number(await ordersBar.getAttribute('data-value'));
  const collected = Number(await cashBar.getAttribute('data-value'));
  expect(placed).toBeGreaterThanOrEqual(before.orders + 2);
  expect(collected).toBeGreaterThanOrEqual(before.cash + cash);
  await expect(page.getByRole('img', { name: /^Orders placed per day/ })).toBeVisible();

  // The table beside the chart says the same.
  await page.getByText('The figures by day').click();
  const row = page.locator(`tr[data-day="${before.day}"]`);
  await expect(row.getByRole('cell').first()).toHaveText(String(placed));
  await expect(row.getByRole('cell').last()).toHaveText(bdt(collected));
  await expectAccessible(page);

  // The chart fits the screen, a phone's too, and the page does not scroll sideways.
  const chart = await page.locator('[data-chart="chart-orders"]').boundingBox();
  const width = page.viewportSize()!.width;
  expect(chart!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Seven days: seven bars, today's the last; a figure downloads as CSV.
  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page.locator('[data-chart="chart-orders"] rect')).toHaveCount(7);
  await expect(page.locator('[data-chart="chart-orders"] rect').last()).toHaveAttribute('data-day', before.day);
  const csv = await page.request.get((await page.getByRole('link', { name: 'By day as CSV' }).getAttribute('href'))!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(`${before.day},`);
  await expectAccessible(page);
});
