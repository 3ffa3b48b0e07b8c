import { signInToBackOffice } from './back-office';
import { expect, hydrated, test } from './fixtures';
import { allProducts, bdt, plainProduct, requestOrder, signedInShopper } from './shopper';

test('the owner cancels an order paid by bKash and refunds it by bKash, in two parts', async ({ page }) => {
  // A shopper pays a whole order by bKash on its page.
  await signedInShopper(page, 'Tahmina Begum');
  const product = plainProduct(await allProducts(page));
  const placed = await (await requestOrder(page, [{ id: product.id, count: 1 }], { method: 'bkash' })).json();
  const { orderid: orderNo, total } = placed as { orderid: string; total: number };
  await page.goto(placed.payment.redirect);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation\\?orderid=${orderNo}$`));

  // The owner cancels it: its money is due back within the guidelines' 10 days.
  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await hydrated(page);
  await expect(page.getByTestId('order-money')).toHaveText(`Paid ${bdt(total)} · Collect ${bdt(0)}`);
  await page.getByLabel('Status').selectOption({ label: 'Canceled' });
  await page.getByRole('combobox', { name: 'Why' }).selectOption({ label: 'Customer unreachable' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await page.getByRole('button', { name: 'Yes, Canceled' }).click();
  await expect(page.getByText('The order is now Canceled')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('refund-due')).toContainText('Refund due by');

  // A first part, then the rest: never more than was paid.
  const refund = page.getByRole('form', { name: 'Refund by bKash' });
  const part = Math.floor(total / 2);
  await refund.getByLabel('Refund (BDT)').fill(String(part));
  await refund.getByLabel('Why').fill('Order cancelled: out of her size');
  await refund.getByRole('button', { name: 'Refund by bKash' }).click();
  await expect(page.getByTestId('refund')).toHaveCount(1);
  await expect(page.getByTestId('refund').first()).toContainText(bdt(part));
  await page.reload();
  await expect(refund.getByLabel('Refund (BDT)')).toHaveValue(String(total - part));
  await refund.getByLabel('Why').fill('Order cancelled: the rest');
  await refund.getByRole('button', { name: 'Refund by bKash' }).click();
  await expect(page.getByTestId('refund')).toHaveCount(2);
  await page.reload();
  // Nothing is left to refund: no form, no due date.
  await expect(page.getByRole('form', { name: 'Refund by bKash' })).toHaveCount(0);
  await expect(page.getByTestId('refund-due')).toHaveCount(0);
});
