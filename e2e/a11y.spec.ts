import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { signInToBackOffice } from './back-office';
import { addToCart, allProducts, placeOrder, plainProduct, signedInShopper } from './shopper';

// Each journey checks several routes: give them room.
test.describe.configure({ timeout: 90_000 });

test('the catalogue routes have no serious accessibility violation', async ({ page }) => {
  const product = (await allProducts(page)).find((p) => p.attribute.length)!;
  for (const path of [
    '/',
    '/shop',
    '/clearance-sale',
    `/product/${product.slug}`,
    '/bundles',
    '/bundles/cherie-lace-set',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test('the content routes have no serious accessibility violation', async ({ page }) => {
  const post = (await (await page.request.get('/api/blog/all?page=1')).json()).data[0];
  for (const path of [
    '/terms-and-conditions',
    '/privacy-and-policy',
    '/returns-and-refunds',
    '/shipping-and-policy',
    '/payment-and-pricing',
    '/faq',
    '/about-us',
    '/contact',
    '/blog',
    `/blog/${post.slug}`,
  ]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test('the cart, sign-in and checkout routes have no serious accessibility violation', async ({ page }) => {
  await page.goto('/cart');
  await expectAccessible(page);
  for (const path of ['/signin', '/signin?tab=forgot', '/reset-password?token=invented', '/reset-password']) {
    await page.goto(path);
    await expectAccessible(page);
  }
  // Continue with phone, opened: its own form.
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/checkout');
  await expectAccessible(page);
  await addToCart(page, plainProduct(await allProducts(page)));
  await page.goto('/cart');
  await expectAccessible(page);
  await page.goto('/checkout/confirmation?orderid=LI00000000');
  await expectAccessible(page);
});

test('the account routes and checkout of a signed-in shopper have no serious accessibility violation', async ({ page }) => {
  const product = plainProduct(await allProducts(page));
  await signedInShopper(page);
  await placeOrder(page, product);
  await addToCart(page, product);
  for (const path of ['/checkout', '/user', '/user/my-account', '/user/my-order', '/user/my-wishlist', '/user/my-reviews']) {
    await page.goto(path);
    await expectAccessible(page);
  }
  // Add a phone, opened.
  await page.goto('/user/my-account');
  await page.getByRole('button', { name: 'Add a phone' }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expectAccessible(page);
});

test('the back office’s order pages have no serious accessibility violation', async ({ page }) => {
  await signedInShopper(page);
  const orderNo = await placeOrder(page, plainProduct(await allProducts(page)));
  await page.goto('/admin/signin');
  await expectAccessible(page);
  await signInToBackOffice(page);
  const paths = ['/admin', '/admin/orders', `/admin/orders?status=pending&q=${orderNo}`, `/admin/orders/${orderNo}`];
  for (const path of [
    ...paths,
    `/admin/orders/${orderNo}/slip`,
    `/admin/orders/slips?orders=${orderNo}&layout=a4`,
    '/admin/staff',
    '/admin/history',
    '/admin/outbox',
    '/admin/outbox?state=sent&q=example',
    '/admin/payments',
    '/admin/account',
    '/admin/orders/LI0',
  ]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test('the back office’s catalogue pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/admin/products');
  await signInToBackOffice(page);
  await expectAccessible(page);
  for (const path of [
    '/admin/products?low=1&published=yes',
    '/admin/products/new',
    '/admin/products/1',
    '/admin/coupons',
    '/admin/coupons/new',
    '/admin/coupons/1',
    '/admin/settings',
    '/admin/content',
    '/admin/content/collections/1',
    '/admin/content/posts/new',
  ]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

/** Presses Tab until `target` has the focus (it fails when the control cannot be reached that way). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 80) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reachable with Tab: ${target}`);
}

test('a shopper on the keyboard alone picks colour and size, adds to the cart and reaches checkout', async ({ page }) => {
  const product = (await allProducts(page)).find((p) => p.attribute.length === 2 && !p.min)!;
  const [color, size] = ['Color', 'Size'].map((name) => product.attribute.find((g) => g.name === name)!.value[0]);
  await page.goto(`/product/${product.slug}`);
  const panel = page.getByRole('main');
  await tabTo(page, panel.getByRole('button', { name: color.title, exact: true }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: color.title, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, panel.getByRole('button', { name: size.title, exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, panel.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to cart')).toBeVisible();

  await page.goto('/cart');
  await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
});
