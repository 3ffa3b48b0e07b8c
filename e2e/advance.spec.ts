import { anotherBrowser, signInToBackOffice } from './back-office';
import { expect, test, type Page } from './fixtures';
import { addToCart, allProducts, bdt, placeOrder, plainProduct, signedInShopper } from './shopper';

// The owner's rule changes every shopper's checkout outside Dhaka, so this runs once the other journeys are done (the
// shop-wide project in playwright.config.ts), at both widths in turn, and puts the setting back.

async function advanceOutsideDhaka(page: Page, on: boolean) {
  await page.goto('/admin/settings');
  await page.getByLabel('Orders outside Dhaka').setChecked(on);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expect(page.getByRole('status')).not.toHaveClass(/refused/);
}

test('outside Dhaka, she pays the delivery charge by bKash and the rest in cash; the desk and slip say what to collect', async ({
  page,
  browser,
}) => {
  const owner = page;
  await owner.goto('/admin/signin');
  await signInToBackOffice(owner);
  await advanceOutsideDhaka(owner, true);
  try {
    for (const width of [390, 1440]) {
      const page = await anotherBrowser(browser);
      await page.setViewportSize({ width, height: 900 });
      await signedInShopper(page, 'Shirin Sultana');
      const product = plainProduct(await allProducts(page));
      // Her second order: a first one ships free, and has no charge to pay ahead.
      await placeOrder(page, product);
      await addToCart(page, product);
      await page.goto('/checkout');
      await page.getByLabel('Contact').fill('01712345678');
      await page.getByLabel('Country/Region').selectOption('Bangladesh');
      await page.getByLabel('Address').fill('12 Sonadanga Road');
      await page.getByLabel('City').selectOption('Khulna');
      const charge = Number((await page.getByTestId('checkout-shipping').textContent())!.replace(/\D/g, ''));
      const total = Number((await page.getByTestId('checkout-total').textContent())!.replace(/\D/g, ''));
      expect(charge).toBeGreaterThan(0);
      const rest = total - charge;
      await expect(page.getByTestId('checkout-advance')).toHaveText(
        `Orders outside Dhaka pay the delivery charge ahead: ${bdt(charge)} now by bKash, ${bdt(rest)} in cash at the door.`,
      );
      await page.getByRole('button', { name: 'Complete Order' }).click();
      await expect(page).toHaveTitle('bKash');
      await expect(page.getByText(`${charge}.00`)).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/confirmation\?orderid=LI\d{8}$/);
      const orderNo = new URL(page.url()).searchParams.get('orderid')!;
      await expect(page.getByTestId('confirmation-paid')).toHaveText(bdt(charge));
      await expect(page.getByTestId('confirmation-cash')).toHaveText(bdt(rest));
      await expect(page.getByText('Cash on Delivery')).toBeVisible();

      // The desk: paid ahead, the rest to collect, and the order went ahead by itself.
      await owner.setViewportSize({ width, height: 900 });
      await owner.goto(`/admin/orders/${orderNo}`);
      await expect(owner.getByTestId('order-money')).toHaveText(`Paid ${bdt(charge)} · Collect ${bdt(rest)}`);
      await expect(owner.getByText('Processing').first()).toBeVisible();
      await owner.goto(`/admin/orders/${orderNo}/slip`);
      await expect(owner.getByTestId('amount-to-collect')).toHaveText(bdt(rest));
      await page.context().close();
    }
  } finally {
    await advanceOutsideDhaka(owner, false);
  }
});
