import { signedInShopper } from './shopper';
import { expect, test, type Page } from './fixtures';

type AppInfo = {
  store: { store_en: string; social: Record<string, string> };
  categories: { slug: string; title_en: string }[];
  sizes: { id: number; title: string }[];
};

const appInfo = async (page: Page): Promise<AppInfo> => (await page.request.get('/api/index/app')).json();

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  dribbble: 'Dribbble',
};

const MENU = [
  ['Home', '/'],
  ['Shop', '/shop'],
  ['Clearance Sale', '/clearance-sale'],
  ['About Us', '/about-us'],
  ['Contact', '/contact'],
];

test('the desktop menu shows its items, and Shop opens the mega menu on hover', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the inline menu shows from 1200 px');
  const { categories, sizes } = await appInfo(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  for (const [name, href] of MENU) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(page.locator('header h1')).toHaveCount(0);

  const menu = page.locator('#shop-menu');
  await expect(menu).toBeHidden();
  await nav.getByRole('link', { name: 'Shop', exact: true }).hover();
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Shop by collection')).toBeVisible();
  for (const c of categories) {
    await expect(menu.getByRole('link', { name: c.title_en, exact: true })).toHaveAttribute('href', `/shop?category=${c.slug}`);
  }
  await expect(menu.getByText('Shop by size')).toBeVisible();
  for (const s of sizes)
    await expect(menu.getByRole('link', { name: s.title, exact: true })).toHaveAttribute('href', `/shop?size=${s.id}`);
  await expect(menu.getByText('Shop by bundle offers')).toBeVisible();
  // The bundle offers lead to the real bundles (issue 49).
  await expect(menu.getByRole('link', { name: 'Cherie Lace Set' })).toHaveAttribute('href', '/bundles/cherie-lace-set');
  await expect(menu.getByRole('link', { name: "Cupid's Choice Strappy Set" })).toHaveAttribute(
    'href',
    '/bundles/cupid-s-choice-strappy-set',
  );
  for (const name of ['View all collections', 'View all sizes']) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', '/shop');
  }
  await expect(menu.getByRole('link', { name: 'View all offers' })).toHaveAttribute('href', '/bundles');

  // Moving away closes it; the keyboard opens it with its button and Escape closes it.
  await page.mouse.move(720, 890);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Shop menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('search goes to /shop?search=… and its close button clears the text', async ({ page }) => {
  await page.goto('/');
  const input = page.getByRole('combobox', { name: 'Search products' });
  await expect(input).toBeHidden();

  await page.getByRole('button', { name: 'Search the shop' }).click();
  await expect(input).toBeFocused();
  await input.fill('lace');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(input).toBeHidden();
  await page.getByRole('button', { name: 'Search the shop' }).click();
  await expect(input).toHaveValue('');

  await input.fill('silk robe');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=silk(\+|%20)robe$/);
});

test('the search suggests collections and products as she types; the arrow keys and Enter open one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search the shop' }).click();
  const input = page.getByRole('combobox', { name: 'Search products' });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await input.pressSequentially('sleep lo', { delay: 30 });
  await expect(suggestions.getByRole('option').first()).toHaveText('CollectionSleep & Lounge');
  await input.fill('balc');
  const first = suggestions.getByRole('option').first();
  await expect(first).toContainText('Balconette');
  await expect(first).toContainText(/BDT [\d,]+/);
  await expect(input).toHaveAttribute('aria-expanded', 'true');

  await input.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const title = (await first.textContent())!.replace(/BDT.*$/, '');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]*balconette/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('under 1200 px the toggle opens the drawer and the backdrop, Escape or a link close it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the drawer is the menu under 1200 px');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const [name, href] of MENU) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await nav.getByRole('button', { name: 'Shop menu' }).click();
  await expect(nav.getByRole('link', { name: 'Cherie Lace Set' })).toBeVisible();

  await page.getByTestId('nav-backdrop').click({ position: { x: 370, y: 400 } });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();

  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await nav.getByRole('link', { name: 'Clearance Sale' }).click();
  await expect(page).toHaveURL(/\/clearance-sale$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('signed out, the user icon goes to /signin', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', '/signin');
  await signIn.click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('signed in, the user icon opens the account menu, and Sign Out signs out', async ({ page }) => {
  await signedInShopper(page);
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const links = [
    ['My Account', '/user/my-account'],
    ['My Order', '/user/my-order'],
    ['My Wishlist', '/user/my-wishlist'],
  ];
  for (const [name, href] of links) await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  // The server session ended too: the cookie no longer signs anyone in.
  expect(await (await page.request.get('/api/public/session')).json()).toEqual({
    auth: false,
    user: null,
    first_order: false,
    order_code: false,
  });
});

test('the footer holds the service and about links, the store socials, BDT and the copyright', async ({ page }) => {
  const { store } = await appInfo(page);
  await page.goto('/');
  const footer = page.locator('footer');

  const services = footer.getByRole('navigation', { name: 'Customer Services' });
  const serviceLinks = [
    ['Contact Us', '/contact'],
    ['FAQ', '/faq'],
    ['Returns and Refunds', '/returns-and-refunds'],
    ['Shipping & Delivery policy', '/shipping-and-policy'],
    ['Payment and pricing', '/payment-and-pricing'],
  ];
  await expect(services.getByRole('link')).toHaveCount(serviceLinks.length);
  for (const [name, href] of serviceLinks) await expect(services.getByRole('link', { name })).toHaveAttribute('href', href);

  const about = footer.getByRole('navigation', { name: 'About' });
  const aboutLinks = [
    ['Terms', '/terms-and-conditions'],
    ['Privacy', '/privacy-and-policy'],
    ['About Us', '/about-us'],
    ['Blog', '/blog'],
  ];
  await expect(about.getByRole('link')).toHaveCount(aboutLinks.length);
  for (const [name, href] of aboutLinks) await expect(about.getByRole('link', { name })).toHaveAttribute('href', href);

  for (const [network, name] of Object.entries(SOCIAL_NAMES)) {
    const link = footer.getByRole('link', { name, exact: true });
    if (store.social[network]) await expect(link).toHaveAttribute('href', store.social[network]);
    else await expect(link).toHaveCount(0);
  }

  const currency = footer.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('BDT');
  await expect(currency.locator('option')).toHaveText(['BDT']);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${store.store_en}`);
});

test('an unknown path shows the 404 text and a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Sorry, the page you are looking for could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('home fetches no page ahead while it loads; reaching for a link fetches its page, and it opens', async ({ page }) => {
  const ahead: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) ahead.push(url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, ''));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(ahead).toEqual([]);

  const collection = page.locator('main a[href="/shop?category=cherie"]').first();
  await collection.scrollIntoViewIfNeeded();
  await collection.dispatchEvent('pointerover');
  await expect.poll(() => ahead).toContain('/shop?category=cherie');
  await collection.dispatchEvent('pointerover');
  await page.waitForLoadState('networkidle');
  // (A page scrolled under a resting mouse may also bring another link under it.)
  expect(ahead.filter((address) => address === '/shop?category=cherie')).toHaveLength(1);
  await collection.click();
  await expect(page).toHaveURL(/\/shop\?category=cherie$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cherie');
});
