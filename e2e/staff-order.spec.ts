import { expectAccessible } from './axe';
import { signInToBackOffice } from './back-office';
import { expect, test } from './fixtures';
import { allProducts, bdt, effectivePrice } from './shopper';

test('staff take a phone order for a new customer, and the desk shows it as a Phone order with its total', async ({ page }) => {
  // A number of its own per project and run: the customer is new each time.
  const phone = `01${test.info().project.name === 'mobile' ? 6 : 7}${String(Date.now()).slice(-8)}`;
  const shown = `${phone.slice(0, 5)}-${phone.slice(5)}`;
  const products = await allProducts(page);
  const product = products.find(
    (p) => p.attribute.length === 2 && !p.min && !p.max && Object.values(p.stock).filter((n) => n >= 3).length >= 2,
  )!;
  // A size and colour of its own per project, from the end of the list, where other journeys seldom buy.
  const variants = Object.entries(product.stock).filter(([, n]) => n >= 3);
  const [sizeId, colorId] = variants[variants.length - (test.info().project.name === 'mobile' ? 2 : 1)][0].split('-').map(Number);
  const value = (name: string, id: number) =>
    product.attribute.find((g) => g.name === name)!.value.find((v) => v.id === id)!.title;

  await page.goto('/admin/orders');
  await signInToBackOffice(page);
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible();
  await expectAccessible(page);

  // She is found by her phone, written as she says it: a new number, so her name makes her account.
  await page.getByLabel('Phone', { exact: true }).fill(`+88 ${shown}`);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await expect(page.getByText(`${shown} has no account yet`)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Farzana Akter');

  await page.getByLabel('Find a product').fill(product.title_en);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const choice = page
    .getByTestId('product-choice')
    .filter({ hasText: `${product.title_en} ·` })
    .first();
  await choice.getByLabel('Size').selectOption({ label: value('Size', sizeId) });
  await choice.getByLabel('Colour').selectOption({ label: value('Color', colorId) });
  await expect(choice.getByTestId('choice-stock')).toHaveText(`${product.stock[`${sizeId}-${colorId}`]} in stock`);
  await choice.getByLabel('Count').fill('2');
  await choice.getByRole('button', { name: `Add ${product.title_en}` }).click();
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByLabel('Receiver’s name').fill('Farzana Akter');
  await page.getByLabel('Address').fill('House 9, Road 2, Mohammadpur');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Delivery charge').fill('70');
  await page.getByLabel('Note').fill('Called at 11: wants it before Friday');
  await expect(page.getByLabel('Source')).toHaveValue('phone');
  const total = effectivePrice(product) * 2 + 70;
  await expect(page.getByTestId('staff-order-total')).toHaveText(bdt(total));
  await page.getByRole('button', { name: 'Place order' }).click();

  // Its page: Pending, from the phone, the total the server made, and who took it.
  await expect(page).toHaveURL(/\/admin\/orders\/LI\d{8}$/);
  const orderNo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-source')).toHaveText('Phone');
  await expect(page.getByText('Order taken: Phone')).toBeVisible();
  await expect(page.getByText('Called at 11: wants it before Friday')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('definition').last()).toHaveText(bdt(total));

  // On the desk, filtered to phone orders: her row says Phone, with the total.
  await page.goto(`/admin/orders?source=phone&q=${phone}`);
  const row = page.getByTestId('desk-row').filter({ hasText: orderNo });
  await expect(row.getByTestId('desk-source')).toHaveText('Phone');
  await expect(row).toContainText('Farzana Akter');
  await expect(row).toContainText(bdt(total));
  await expect(page.getByLabel('Source')).toHaveValue('phone');
});
