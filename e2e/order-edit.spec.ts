import { expectAccessible } from './axe';
import { expect, hydrated, test } from './fixtures';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { allProducts, bdt, effectivePrice, requestOrder, signedInShopper } from './shopper';

test('the owner changes a Pending order’s size, count and address, and the customer’s My Order shows it', async ({
  page,
  browser,
}) => {
  // The shopper's order: one piece of a product in its first size and colour.
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  const product = (await allProducts(shopper)).find(
    (p) => p.attribute.length === 2 && !p.min && !p.max && effectivePrice(p) >= 500,
  )!;
  const [sizes, colors] = ['Size', 'Color'].map((name) => product.attribute.find((g) => g.name === name)!.value);
  const placed = await requestOrder(shopper, [
    { id: product.id, count: 1, attribute_pick: { size: { id: sizes[0].id }, color: { id: colors[0].id } } },
  ]);
  expect(placed.status()).toBe(201);
  const { orderid: orderNo, total } = await placed.json();
  const price = effectivePrice(product);

  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await hydrated(page);
  await page.getByRole('link', { name: 'Edit order' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}/edit$`));
  await expect(page.getByRole('heading', { name: `Edit order ${orderNo}` })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: `The same as before, ${bdt(total)}.` })).toBeVisible();
  await expectAccessible(page);

  // The next size, two pieces, another address.
  await page.getByLabel(`Size of ${product.title_en}`).first().selectOption(String(sizes[1].id));
  await page.getByLabel(`Count of ${product.title_en}`).fill('2');
  await page.getByLabel('Address').fill('Flat 5A, House 9, Road 3, Banani');
  const newTotal = 2 * price + (total - price);
  await expect(page.getByTestId('edit-totals')).toContainText(bdt(newTotal));
  await expect(page.getByText(`Was ${bdt(total)}: ${bdt(newTotal - total)} more.`)).toBeVisible();
  await expect(page.getByTestId('edit-line')).toContainText("today's price");

  // The catalogue is searched by title, each size and colour with its stock.
  await page.getByLabel('Add a product').fill(product.title_en.slice(0, 8));
  const found = page.getByRole('list', { name: 'Products found' });
  await expect(found.getByRole('button', { name: `Add ${product.title_en}` })).toBeVisible();
  await expect(found.getByLabel(`Size of ${product.title_en}`).first()).toContainText(/left\)/);
  await expectAccessible(page);
  await page.getByLabel('Add a product').fill('');

  await expect(page.getByLabel(/Tell the customer the new total/)).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}$`));
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row').nth(1)).toContainText(sizes[1].title);
  await expect(items).toContainText(bdt(newTotal));
  await expect(page.getByText('Address: House 7, Road 2, Gulshan → Flat 5A, House 9, Road 3, Banani')).toBeVisible();

  await shopper.goto('/user/my-order');
  const order = shopper.locator(`[data-order="${orderNo}"]`);
  await expect(order).toContainText(`Size: ${sizes[1].title}`);
  await expect(order).toContainText(`${bdt(price)} x 2 = ${bdt(2 * price)}`);
  await expect(order).toContainText('Flat 5A, House 9, Road 3, Banani');
  await expect(order.getByRole('row', { name: /Total/ })).toContainText(bdt(newTotal));
  await shopper.context().close();
});
