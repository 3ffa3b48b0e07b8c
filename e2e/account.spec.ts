import { expect, test } from './fixtures';
import { allProducts, bdt, effectivePrice, placeOrder, plainProduct, signedInShopper } from './shopper';

test('a visitor is sent from every account page to sign in', async ({ page }) => {
  for (const path of ['/user', '/user/my-account', '/user/my-order', '/user/my-wishlist', '/user/my-reviews']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
  }
});

test('Manage Account edits name, contact and password field by field, then signs out', async ({ page }) => {
  const user = await signedInShopper(page);
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Your account' }).getByRole('link');
  await expect(tabs).toHaveText(['Manage Account', 'My Order', 'My Wishlist']);
  await expect(page.getByLabel('Email')).toHaveJSProperty('readOnly', true);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No item was editable')).toBeVisible();

  const name = page.getByLabel('Name');
  await page.getByRole('button', { name: 'Edit Name' }).click();
  await name.fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel Name' }).click();
  await expect(name).toHaveValue(user.name);
  await expect(name).toHaveJSProperty('readOnly', true);

  await page.getByRole('button', { name: 'Edit Name' }).click();
  await name.fill('Nusrat Rahman');
  await page.getByRole('button', { name: 'Edit Contact' }).click();
  await page.getByLabel('Contact').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact must be a Bangladeshi mobile number, e.g. 01712-345678')).toBeVisible();
  await page.getByLabel('Contact').fill('01812345678');
  await page.getByRole('button', { name: 'Edit Password' }).click();
  await page.getByLabel('Password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill('secret-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your account has been updated')).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeHidden();
  await expect(name).toHaveValue('Nusrat Rahman');
  await expect(page.getByLabel('Contact')).toHaveJSProperty('readOnly', true);

  const session = await (await page.request.get('/api/public/session')).json();
  expect(session.user).toEqual({ id: user.id, name: 'Nusrat Rahman', email: user.email, contact: '01812345678', phone: null });
  const signin = (password: string) => page.request.post('/api/public/signin', { data: { email: user.email, password } });
  expect((await signin('secret-password')).status()).toBe(401);
  expect((await signin('a-new-secret')).status()).toBe(200);

  await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/signin?tab=forgot');
  await page.getByRole('button', { name: 'Sign in to another account' }).click();
  await expect(page.getByText('You are signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('My Order lists five orders at a time, shows each order whole and cancels only after Yes', async ({ page }) => {
  const product = plainProduct(await allProducts(page));
  const price = effectivePrice(product);
  await signedInShopper(page);
  await page.goto('/user/my-order');
  await expect(page.getByRole('heading', { name: 'No order placed.' })).toBeVisible();

  const orderNos: string[] = [];
  for (let i = 1; i <= 6; i++) orderNos.push(await placeOrder(page, product, i));
  await page.reload();
  const orders = page.getByTestId('order');
  await expect(orders).toHaveCount(5);
  const newest = orders.first();
  await expect(newest).toHaveAttribute('data-order', orderNos[5]);
  await expect(newest).toContainText('Pending');
  await expect(newest).toContainText(`#${orderNos[5]}`);
  await expect(newest).toContainText('House 7, Road 2, Gulshan, Dhaka 1212');
  await expect(newest).toContainText(`${bdt(price)} x 6 = ${bdt(price * 6)}`);
  await expect(newest.getByRole('row', { name: /Delivery Charge/ })).toContainText(bdt(60));
  await expect(newest.getByRole('row', { name: /Promo Discount/ })).toHaveCount(0);
  await expect(newest.getByRole('row', { name: /Total/ })).toContainText(`${bdt(price * 6 + 60)}Processing`);
  await expect(newest.getByRole('link', { name: product.title_en })).toHaveAttribute('href', `/product/${product.slug}`);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(orders).toHaveCount(6);
  await expect(orders.last()).toHaveAttribute('data-order', orderNos[0]);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const oldest = orders.last();
  await oldest.getByRole('button', { name: 'Cancel Order?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure want to cancel this order?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(oldest).toContainText('Pending');

  await oldest.getByRole('button', { name: 'Cancel Order?' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Order has been cancelled')).toBeVisible();
  await expect(oldest).toContainText('Canceled');
  await expect(oldest.getByRole('button', { name: 'Cancel Order?' })).toHaveCount(0);
  await expect(oldest.getByRole('row', { name: /Total/ })).toContainText('No issues');
  await expect(orders).toHaveCount(6);
  await expect(newest).toContainText('Pending');

  const stored = await (await page.request.get('/api/public/order-list?page=2')).json();
  expect(stored.orders.data.map((o: { order_id: string; status: number | null }) => [o.order_id, o.status])).toEqual([
    [orderNos[0], 2],
  ]);
});

test('My Wishlist shows what the hearts saved and removes items one by one', async ({ page }) => {
  await signedInShopper(page);
  await page.goto('/shop');
  const hearts = page.getByRole('button', { name: /^Add .* to wishlist$/ });
  const titles = [];
  for (const heart of (await hearts.all()).slice(0, 2)) {
    titles.push((await heart.getAttribute('aria-label'))!.replace(/^Add | to wishlist$/g, ''));
    await heart.click();
  }

  await page.goto('/user/my-wishlist');
  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  await expect(items.getByRole('link')).toHaveText(titles);
  await items
    .first()
    .getByRole('button', { name: `Remove? ${titles[0]}` })
    .click();
  await expect(page.getByText('Item has been removed')).toBeVisible();
  await expect(items).toHaveCount(1);
  await items
    .first()
    .getByRole('button', { name: /^Remove\?/ })
    .click();
  await expect(page.getByRole('heading', { name: 'No item in Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/shop');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'No item in Wishlist' })).toBeVisible();
});

test('My Reviews is under maintenance and has no tab', async ({ page }) => {
  await signedInShopper(page);
  await page.goto('/user/my-reviews');
  await expect(page.getByRole('heading', { name: 'My Reviews is under maintenance.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /Review/ })).toHaveCount(0);
});
