import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { allProducts, requestOrder, signedInShopper, type ApiProduct } from './shopper';

test.describe.configure({ timeout: 90_000 });

/** Moves an order on the desk through its API, as its status form would. */
async function moved(page: Page, orderNo: string, from: number | null, to: number) {
  const res = await page.request.post(`/api/admin/orders/${orderNo}/status`, { data: { from, to } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The pieces left of a product's size and colour ("{size id}-{colour id}"; "0-0" for none), as the shop says. */
const piecesOf = async (page: Page, product: ApiProduct, key: string) =>
  ((await (await page.request.get(`/api/shop?slug=${product.slug}`)).json()).stock as Record<string, number>)[key];

/** Axe on an order's page once a change's refresh has settled (its title is put back after the new data). */
async function orderPageAccessible(page: Page) {
  await expect(page).toHaveTitle(/^Order LI\d+/);
  await expectAccessible(page);
}

/** Products whose counts are compared exactly: ones the other journeys do not buy, one per width. */
async function ownProducts(page: Page) {
  const products = await allProducts(page);
  const mobile = test.info().project.name === 'mobile';
  const sized = products.filter(
    (p) => !p.min && !p.max && (p.attribute.find((group) => group.name === 'Size')?.value.length ?? 0) > 1,
  );
  return { refused: sized.at(mobile ? -3 : -4)!, exchanged: sized.at(mobile ? -1 : -2)! };
}

const values = (product: ApiProduct, name: string) => product.attribute.find((group) => group.name === name)?.value ?? [];

/** A product's size and its first colour: as a cart line picks it, and as stock counts it. */
function pickOf(product: ApiProduct, size: { id: number }) {
  const color = values(product, 'Color')[0];
  return {
    attribute_pick: { size: { id: size.id }, color: color ? { id: color.id } : null },
    key: `${size.id}-${color?.id ?? 0}`,
  };
}

test('a parcel refused at the door is marked Returned on the desk and its pieces come back to stock', async ({ page }) => {
  const { refused } = await ownProducts(page);
  const { attribute_pick, key } = pickOf(refused, values(refused, 'Size')[0]);
  await signedInShopper(page);
  const placed = await requestOrder(page, [{ id: refused.id, count: 2, attribute_pick }]);
  expect(placed.status()).toBe(201);
  const orderNo = (await placed.json()).orderid as string;
  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await moved(page, orderNo, null, 7);
  await moved(page, orderNo, 7, 6);
  await page.reload();

  // A partial delivery would ask what was kept: its fields are accessible.
  await page.getByLabel('Status').selectOption({ label: 'Partial Delivered' });
  await expect(page.getByLabel('Cash collected (BDT)')).toBeVisible();
  await orderPageAccessible(page);

  // Refused at the door: the courier brings it back.
  await page.getByLabel('Status').selectOption({ label: 'Returned' });
  await expect(page.getByLabel('Cash collected (BDT)')).toBeHidden();
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('The order is now Returned')).toBeVisible();
  await expect(page.getByText('2 pieces come back with the parcel.')).toBeVisible();
  const before = await piecesOf(page, refused, key);
  await page.getByLabel('Return fee (BDT)').fill('60');
  await page.getByRole('button', { name: 'Parcel is back: restock' }).click();
  await expect(page.getByTestId('restocked')).toBeVisible();
  expect(await piecesOf(page, refused, key)).toBe(before + 2);
  await expect(page.getByText('Parcel back: 2 pieces in stock, return fee 60')).toBeVisible();
  await expect(page.getByText('2 back in stock')).toBeVisible();
  await orderPageAccessible(page);
});

test('a delivered piece is exchanged for another size from the desk: a linked order, and the old piece back in stock', async ({
  page,
  browser,
}) => {
  const { exchanged: sized } = await ownProducts(page);
  const [first, second] = values(sized, 'Size');
  const key = (size: { id: number }) => pickOf(sized, size).key;
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  const placed = await requestOrder(shopper, [{ id: sized.id, count: 1, attribute_pick: pickOf(sized, first).attribute_pick }]);
  expect(placed.status()).toBe(201);
  const orderNo = (await placed.json()).orderid as string;

  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await moved(page, orderNo, null, 7);
  await moved(page, orderNo, 7, 6);
  await moved(page, orderNo, 6, 1);
  await page.reload();
  const [oldBefore, newBefore] = [await piecesOf(page, sized, key(first)), await piecesOf(page, sized, key(second))];

  // The customer wants the next size: the desk picks the line and the size.
  await page.locator('summary', { hasText: /^Exchange$/ }).click();
  await page.getByRole('checkbox', { name: 'Exchange' }).check();
  await page.getByLabel('For', { exact: true }).selectOption(key(second));
  await orderPageAccessible(page);
  await page.getByRole('button', { name: 'Make the exchange order' }).click();
  await expect(page.getByText(/^Exchange order LI\d+ is placed$/)).toBeVisible();
  const link = page.getByTestId('exchanged-for').getByRole('link');
  const newNo = (await link.textContent())!;
  expect(await piecesOf(page, sized, key(second))).toBe(newBefore - 1);
  expect(await piecesOf(page, sized, key(first))).toBe(oldBefore);

  // The new order links back, and costs only its delivery.
  await link.click();
  await expect(page.getByRole('heading', { name: `Order ${newNo}` })).toBeVisible();
  await expect(page.getByTestId('exchange-of')).toHaveText(`Exchange of ${orderNo}.`);
  await expect(page.getByText('Exchange: pieces covered')).toBeVisible();
  await expect(page.getByText(`Exchange of ${orderNo}: ${sized.title_en}`)).toBeVisible();
  await orderPageAccessible(page);

  // The customer's My Order names both.
  await shopper.goto('/user/my-order');
  await expect(shopper.getByTestId('order').filter({ hasText: `Order #${newNo}` })).toContainText(`Exchange of #${orderNo}`);
  await expect(shopper.getByTestId('order').filter({ hasText: `Order #${orderNo}` })).toContainText(`Exchanged for #${newNo}`);

  // The old piece arrives: back in stock, once.
  await page.goto(`/admin/orders/${orderNo}`);
  await page.getByRole('button', { name: 'Exchanged pieces are back: restock' }).click();
  await expect(page.getByTestId('exchange-back')).toBeVisible();
  expect(await piecesOf(page, sized, key(first))).toBe(oldBefore + 1);
  await expect(page.getByText('Exchanged pieces back: 1 piece in stock')).toBeVisible();
  await orderPageAccessible(page);
});
