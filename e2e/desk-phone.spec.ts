import { expect, test } from './fixtures';
import { anotherBrowser, openDeskMenu, signInToBackOffice } from './back-office';
import { allProducts, placeOrder, plainProduct, signedInShopper } from './shopper';

test('the order desk on a phone: the menu and filters folded, the first order on screen, the phone a call away', async ({
  page,
  browser,
}) => {
  // A shopper's order, so that the desk has a first row.
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  await placeOrder(shopper, plainProduct(await allProducts(shopper)));

  await page.goto('/admin/orders');
  await signInToBackOffice(page);
  const row = page.getByTestId('desk-row').first();
  await expect(row).toBeVisible();
  const phone = test.info().project.use.viewport!.width < 992;
  // The filters folded and the booking bar compact, the first order is on the first screen.
  if (phone) expect((await row.boundingBox())!.y).toBeLessThan(844);
  await expect(page.getByLabel('Search')).toBeVisible({ visible: !phone });

  // On a phone the menu's eleven links stay folded behind one button until it is opened.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: phone });
  await expect(nav.getByRole('link', { name: 'Outbox' })).toBeVisible({ visible: !phone });
  await openDeskMenu(page);
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

  await expect(row.getByRole('link', { name: /^01\d{3}-\d{6}$/ })).toHaveAttribute('href', /^tel:\+8801\d{9}$/);
  await expect(row.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', /^https:\/\/wa\.me\/8801\d{9}$/);
});
