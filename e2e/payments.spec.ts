import { expect, test, type Page } from './fixtures';
import { addToCart, allProducts, bdt, plainProduct, signedInShopper, type ApiProduct } from './shopper';

// Paying the whole order now through the gateways' fakes (test/fakes: bKash's and SSLCommerz's hosted pages).

/** A new shopper with a plain product in her cart, at checkout with her delivery filled in (in Dhaka). */
async function atCheckout(page: Page): Promise<ApiProduct> {
  await signedInShopper(page, 'Farzana Akter');
  const product = plainProduct(await allProducts(page));
  await addToCart(page, product);
  await page.goto('/checkout');
  await page.getByLabel('Contact').fill('01712345678');
  await page.getByLabel('Country/Region').selectOption('Bangladesh');
  await page.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('City').selectOption('Dhaka');
  await expect(page.getByTestId('checkout-shipping')).not.toHaveText('Choose a district');
  return product;
}

/** Chooses a way to pay and completes the order: the gateway's page opens. */
async function payWith(page: Page, method: string, gateway: string) {
  await page.getByLabel(method).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveTitle(gateway);
}

test('a card payment through SSLCommerz: paid in full, nothing left to pay at the door', async ({ page }) => {
  await atCheckout(page);
  const total = await page.getByTestId('checkout-total').textContent();
  await payWith(page, 'Pay now by card, Nagad, Rocket or bank', 'SSLCommerz');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Back through the shop's return route (a cross-site POST), on the confirmation.
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderid=LI\d{8}$/);
  await expect(page.getByRole('heading', { name: 'Your order has been placed!' })).toBeVisible();
  await expect(page.getByTestId('confirmation-paid')).toHaveText(total!);
  await expect(page.getByTestId('confirmation-cash')).toHaveText(bdt(0));
  await expect(page.getByText('Pay now by card, Nagad, Rocket or bank')).toBeVisible();
  // Paid: the cart she kept for a failed payment is empty now, in the header and on its page.
  const cart = page.getByRole('link', { name: 'Cart', exact: true });
  await expect(cart).toBeVisible();
  await cart.click();
  await expect(page.getByText('No item in your cart')).toBeVisible();
});

test('an insufficient bKash balance brings her back with her cart, and cash on delivery then places the order', async ({
  page,
}) => {
  const product = await atCheckout(page);
  await payWith(page, 'Pay now by bKash', 'bKash');
  await page.getByRole('button', { name: 'Insufficient balance' }).click();
  await expect(page).toHaveURL(/\/checkout\?payment=failed&order=LI\d{8}$/);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through' })).toContainText(
    'Your cart is kept: pay again, or choose Cash on Delivery.',
  );
  await expect(page.getByRole('complementary')).toContainText(product.title_en);
  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderid=LI\d{8}$/);
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByTestId('confirmation-paid')).toHaveCount(0);
});

test('a cancel on bKash’s page returns to checkout with the cart as it was', async ({ page }) => {
  const product = await atCheckout(page);
  await payWith(page, 'Pay now by bKash', 'bKash');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\?payment=cancelled&order=LI\d{8}$/);
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the payment' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(product.title_en);
  await expect(page.getByLabel('Address')).toHaveValue('House 12, Road 5, Dhanmondi');
});
