import { expect, hydrated, test, type Page } from './fixtures';
import { STEADFAST } from '../playwright.config';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { allProducts, bdt, placeOrder, plainProduct, signedInShopper, type ApiProduct } from './shopper';

test.describe.configure({ timeout: 60_000 });

/** Moves a parcel at the courier's fake, which sends the shop its webhook as Steadfast would. */
async function courierSays(page: Page, invoice: string, status: string, collected?: number) {
  const res = await page.request.post(`${STEADFAST}/__fake/advance`, { data: { invoice, status, collected } });
  expect(res.status()).toBeLessThan(300);
}

/** Confirms a Pending order on the desk through its API (the desk's own journey does it by hand). */
async function confirmed(page: Page, orderNo: string) {
  const res = await page.request.post(`/api/admin/orders/${orderNo}/status`, { data: { from: null, to: 7 } });
  expect(res.status()).toBe(200);
}

const piecesOf = async (page: Page, product: ApiProduct) =>
  Object.values((await (await page.request.get(`/api/shop?slug=${product.slug}`)).json()).stock as Record<string, number>)[0];

test('the owner books an order with Steadfast; delivered, the shopper sees it and the cash is reconciled', async ({
  page,
  browser,
}) => {
  const shopper = await anotherBrowser(browser);
  const product = plainProduct(await allProducts(shopper));
  await signedInShopper(shopper);
  const orderNo = await placeOrder(shopper, product, 2);
  const { total } = (await (await shopper.request.get('/api/public/order-list')).json()).orders.data[0];

  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await confirmed(page, orderNo);
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Book with Steadfast' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Booked with Steadfast: consignment \d+$/ })).toBeVisible();
  await expect(page.getByText('On the Way', { exact: true }).first()).toBeVisible();
  const facts = page.getByTestId('parcel-facts');
  await expect(facts).toContainText('Cash to collect' + bdt(total));
  const tracking = facts.getByRole('link');
  await expect(tracking).toHaveAttribute('href', /^https:\/\/steadfast\.com\.bd\/t\/SF\d+$/);
  const code = (await tracking.textContent())!;
  const consignment = /consignment (\d+)/.exec((await page.getByRole('status').filter({ hasText: 'Booked' }).textContent())!)![1];

  // The slip carries the courier's numbers beside the shop's, to match its label.
  await page.goto(`/admin/orders/${orderNo}/slip`);
  await expect(page.getByTestId('slip-courier')).toHaveText(`Steadfast · Consignment ${consignment} · Tracking ${code}`);

  // The label says "Clothing", never what is inside.
  const log = await (await page.request.get(`${STEADFAST}/__fake/log`)).json();
  const created = JSON.stringify(log.filter((c: { path: string; body: unknown }) => JSON.stringify(c.body).includes(orderNo)));
  expect(created).toContain('"item_description":"Clothing"');
  expect(created).not.toContain(product.title_en);

  await courierSays(page, orderNo, 'delivered', total);
  await shopper.goto('/user/my-order');
  const myOrder = shopper.getByTestId('order').filter({ hasText: orderNo });
  await expect(myOrder).toContainText('Delivered');
  await expect(myOrder.getByRole('link', { name: `Track parcel ${code}` })).toHaveAttribute(
    'href',
    `https://steadfast.com.bd/t/${code}`,
  );

  await page.goto('/admin/couriers');
  const line = page.getByTestId('rec-line').filter({ hasText: orderNo });
  await expect(line).toContainText('Delivered');
  await expect(line.locator('[data-label="Reported"]')).toHaveText(bdt(total));
  await expect(page.getByTestId('rec-reported')).toBeVisible();
});

test('five orders booked from the desk at once, each with its result', async ({ page }) => {
  const product = plainProduct(await allProducts(page));
  await signedInShopper(page);
  const five = [];
  for (let i = 0; i < 5; i++) five.push(await placeOrder(page, product));
  await page.goto('/admin/signin');
  await signInToBackOffice(page);
  for (const orderNo of five) await confirmed(page, orderNo);

  await page.goto('/admin/orders?status=7');
  await hydrated(page);
  for (const orderNo of five) await page.getByRole('checkbox', { name: `Tick ${orderNo}` }).check();
  await page.getByRole('button', { name: 'Book ticked with Steadfast' }).click();
  const results = page.getByTestId('bulk-results');
  for (const orderNo of five) await expect(results.getByText(orderNo)).toBeVisible();
  await expect(results.locator('[data-result="booked"]')).toHaveCount(5);
  await expect(page.getByRole('status').filter({ hasText: '5 of 5 booked' })).toBeVisible();
  await page.goto(`/admin/orders?q=${five[0]}`);
  await expect(page.getByTestId('desk-row').first()).toContainText('On the Way');
});

test('a parcel refused at the door comes back Returned, and its pieces return to stock when staff confirm it', async ({
  page,
}) => {
  // Its count of pieces is compared exactly: a product the other journeys do not buy, one per width.
  const plain = (await allProducts(page)).filter((p) => !p.attribute.length && !p.min && !p.max);
  const product = plain.at(test.info().project.name === 'mobile' ? -1 : -2) ?? plain[0];
  await signedInShopper(page);
  const orderNo = await placeOrder(page, product, 2);
  await page.goto('/admin/signin');
  await signInToBackOffice(page);
  await confirmed(page, orderNo);
  const booked = await page.request.post('/api/admin/shipments', { data: { courier: 'steadfast', orders: [orderNo] } });
  expect((await booked.json()).data[0].result).toBe('booked');

  // The customer refuses on the phone: the owner asks the courier to bring the parcel back.
  await page.goto(`/admin/orders/${orderNo}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Ask Steadfast to bring it back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Steadfast is asked to bring the parcel back' })).toBeVisible();
  await courierSays(page, orderNo, 'pending');
  await courierSays(page, orderNo, 'cancelled');
  await page.goto(`/admin/orders/${orderNo}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Parcel is back: restock' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText('Status: On the Way → Returned')).toBeVisible();
  const before = await piecesOf(page, product);
  await hydrated(page);
  await page.getByLabel('Return fee (BDT)').fill('40');
  await page.getByRole('button', { name: 'Parcel is back: restock' }).click();
  await expect(page.getByTestId('restocked')).toBeVisible();
  expect(await piecesOf(page, product)).toBe(before + 2);
  await expect(page.getByTestId('parcel-facts')).toContainText('Return fee' + bdt(40));
});
