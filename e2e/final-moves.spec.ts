import { expect, hydrated, test } from './fixtures';
import { signInToBackOffice } from './back-office';
import { allProducts, placeOrder, plainProduct, signedInShopper } from './shopper';

test('a mis-tapped Cancel is stopped by its question; a real one says why, and the owner reopens it', async ({ page }) => {
  await signedInShopper(page);
  const orderNo = await placeOrder(page, plainProduct(await allProducts(page)), 2);
  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await hydrated(page);
  const badge = page.getByRole('heading', { name: `Order ${orderNo}` }).locator('..');

  await page.getByLabel('Status').selectOption({ label: 'Canceled' });
  await page.getByLabel('Why').selectOption({ label: 'Customer unreachable' });
  await page.getByRole('button', { name: 'Update status' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Cancel order ${orderNo}?`);
  await expect(question).toContainText('2 pieces go back to stock');
  await page.getByRole('button', { name: 'Keep it Pending' }).click();
  await expect(question).toBeHidden();
  await page.reload();
  await expect(badge).toContainText('Pending');

  await hydrated(page);
  await page.getByLabel('Status').selectOption({ label: 'Canceled' });
  await page.getByLabel('Why').selectOption({ label: 'Other' });
  await page.getByLabel('In a few words').fill('Ordered twice by mistake');
  await page.getByRole('button', { name: 'Update status' }).click();
  await page.getByRole('button', { name: 'Yes, Canceled' }).click();
  await expect(page.getByText('The order is now Canceled')).toBeVisible();
  await expect(page.getByText('Status: Pending → Canceled (Ordered twice by mistake)')).toBeVisible();

  await page.getByRole('button', { name: 'Reopen the order' }).click();
  await expect(page.getByText('Reopened: the order is Pending again')).toBeVisible();
  await expect(badge).toContainText('Pending');
});
