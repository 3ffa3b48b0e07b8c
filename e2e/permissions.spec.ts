import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { anotherBrowser, openDeskMenu, signInToBackOffice } from './back-office';
import { allProducts, placeOrder, plainProduct, signedInShopper } from './shopper';
import { ADMIN_MESSAGES } from '../lib/desk/messages';

test('an Order desk account moves orders but sees no money, no prices and no catalogue', async ({ page, browser }) => {
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  const orderNo = await placeOrder(shopper, plainProduct(await allProducts(shopper)));

  // The owner adds a packer with the Order desk preset (after trying Manager, to see the preset replace it).
  await page.goto('/admin/staff');
  await signInToBackOffice(page);
  const email = `packer-${Date.now()}@e2e.example`;
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add staff' }) });
  await form.getByLabel('Name').fill('Mitu Packer');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Manager' }).click();
  await expect(form.getByRole('checkbox', { name: 'Revenue figures' })).toBeChecked();
  await form.getByRole('button', { name: 'Order desk' }).click();
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(form.getByRole('checkbox', { name: 'Orders' })).toBeChecked();
  await form.getByRole('button', { name: 'Add staff' }).click();
  const password = (await page.getByTestId('one-time-password').locator('code').textContent())!;
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Orders');
  await expectAccessible(page);

  const packer = await anotherBrowser(browser);
  await packer.goto('/admin');
  await signInToBackOffice(packer, { email, password });
  await expect(packer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(packer.getByText('Orders today')).toBeVisible();
  await expect(packer.getByText('Collected (delivered)')).toHaveCount(0);
  await expect(packer.getByText('Expected from open orders')).toHaveCount(0);
  await expectAccessible(packer);
  await openDeskMenu(packer);
  await expect(packer.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText(['Dashboard', 'Orders']);

  // The catalogue, the coupons and the customer list answer 403 when reached by their address, and the head of a
  // record's page does not name the record.
  for (const path of ['/admin/products', '/admin/products/1', '/admin/coupons', '/admin/customers']) {
    const answer = await packer.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(packer.getByText(ADMIN_MESSAGES.noAccess)).toBeVisible();
    expect(await packer.title(), path).not.toContain('Cherie');
  }
  await expectAccessible(packer);

  // Her work: she confirms the order, and cannot give it a discount.
  await packer.goto(`/admin/orders/${orderNo}`);
  await packer.getByLabel('Status').selectOption({ label: 'Processing' });
  await packer.getByRole('button', { name: 'Update status' }).click();
  await expect(packer.getByText('The order is now Processing')).toBeVisible();
  await packer.goto(`/admin/orders/${orderNo}/edit`);
  await expect(packer.getByLabel('Discount (BDT)')).not.toBeEditable();
  await expect(packer.getByText('Your account cannot give a discount')).toBeVisible();
});
