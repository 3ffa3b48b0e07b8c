import { anotherBrowser, signInToBackOffice } from './back-office';
import { expect, test, type Page } from './fixtures';
import { codeSentTo, newPhone, ownAddress } from './phone';
import { addToCart, allProducts, plainProduct, signedInShopper } from './shopper';

// The owner's setting changes every new customer's checkout, so this runs once the other journeys are done (the
// shop-wide project in playwright.config.ts), at both widths in turn, and puts the setting back.

async function askForCode(page: Page, choice: string) {
  await page.goto('/admin/settings');
  await page.getByLabel('Ask for a code before a cash-on-delivery order').selectOption({ label: choice });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expect(page.getByRole('status')).not.toHaveClass(/refused/);
}

test('"For new customers" asks a new shopper for a code at checkout, after the spec’s own checks', async ({ page, browser }) => {
  const owner = page;
  await owner.goto('/admin/signin');
  await signInToBackOffice(owner);
  await askForCode(owner, 'For new customers');
  try {
    for (const width of [390, 1440]) {
      // A new shopper in a browser of her own, at this width.
      const page = await anotherBrowser(browser);
      await page.setViewportSize({ width, height: 900 });
      await ownAddress(page);
      const phone = newPhone();
      await signedInShopper(page, 'Nabila Hasan');
      const product = plainProduct(await allProducts(page));
      await addToCart(page, product);
      await page.goto('/checkout');
      const complete = page.getByRole('button', { name: 'Complete Order' });
      // The spec's messages come first, in their order.
      await complete.click();
      await expect(page.getByText('Contact must be filled out').first()).toBeVisible();
      await page.getByLabel('Contact').fill(phone);
      await page.getByLabel('Country/Region').selectOption('Bangladesh');
      await page.getByLabel('Address').fill('Flat 4B, Road 27, Dhanmondi');
      await page.getByLabel('City').selectOption('Dhaka');
      await complete.click();
      await expect(
        page.getByText('Confirm your phone number with the code we send to it, then Complete Order.').first(),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('6-digit code').fill(await codeSentTo(page, phone));
      await complete.click();
      await expect(page).toHaveURL(/\/checkout\/confirmation\?orderid=LI\d{8}$/);
      const orderNo = new URL(page.url()).searchParams.get('orderid')!;

      // On the desk, her order is marked as from a verified number.
      await owner.goto(`/admin/orders/${orderNo}`);
      await expect(owner.getByTestId('phone-check')).toHaveText('✓ Phone verified');
    }
  } finally {
    await askForCode(owner, 'Off');
  }
});
