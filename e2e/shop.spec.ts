import { expect, test, type APIRequestContext, type Page } from './fixtures';

interface Listing {
  data: { title_en: string }[];
  current_page: number;
  last_page: number;
  total: number;
}

const listing = async (request: APIRequestContext, query: string): Promise<Listing> =>
  (await request.get(`/api/shop?${query}`)).json();

const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

const countText = (total: number) => (total === 1 ? '1 product' : `${total} products`);

/** Opens a listing and waits until it answers to clicks: React has hydrated the filters (they carry its fibre). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const filters = document.getElementById('shop-filters');
    return filters !== null && Object.keys(filters).some((key) => key.startsWith('__reactFiber'));
  });
}

/** A title as React writes it into HTML. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

/** The filters: a sidebar on wide screens, behind the 'Filter' button on narrow ones. */
async function filters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

test('the first page is in the server HTML, titled by the page content', async ({ page, request }) => {
  const all = await listing(request, 'page=1');
  const html = await (await request.get('/shop')).text();
  for (const product of all.data) expect(html).toContain(`>${inHtml(product.title_en)}</a></h3>`);

  await open(page, '/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('all products');
  await expect(page).toHaveTitle(/^all products/);
  await expect(page.getByText(countText(all.total), { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(12);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // A card streamed after the page's first bytes is revealed by a script: without it the grid would be empty,
  // and with it a phone paints the page first and then shifts it when the cards come in.
  test('the first page of cards shows in place, as the server sent it', async ({ page, request }) => {
    const all = await listing(request, 'page=1');
    await page.goto('/shop');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    for (const [index, product] of all.data.entries()) await expect(cards.nth(index)).toContainText(product.title_en);
    for (const card of await cards.all()) await expect(card).toBeVisible();
  });
});

test('a colour and a size narrow the list; the URL carries them and a reload keeps them', async ({ page, request }) => {
  const attributes = await (await request.get('/api/shop/attributes')).json();
  const black = attributes.colors.find((c: { title: string }) => c.title === 'Black');
  const medium = attributes.sizes.find((s: { title: string }) => s.title === 'M');
  const all = await listing(request, 'page=1');
  const byColour = await listing(request, filterQuery({ colors: [black.id] }));
  const expected = await listing(request, filterQuery({ colors: [black.id], sizes: [medium.id] }));
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(byColour.total);
  expect(byColour.total).toBeLessThan(all.total);

  await open(page, '/shop');
  const panel = await filters(page);
  await panel.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: 'Black' }).check();
  await expect(page).toHaveURL(new RegExp(`/shop\\?colors=${black.id}$`));
  await expect(page.getByText(countText(byColour.total), { exact: true })).toBeVisible();

  await panel.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'M', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`/shop\\?colors=${black.id}&sizes=${medium.id}$`));
  await expect(page.getByText(countText(expected.total), { exact: true })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(12, expected.total));
  await expect(cards.first()).toContainText(expected.data[0].title_en);

  await page.reload();
  await expect(page.getByText(countText(expected.total), { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(Math.min(12, expected.total));
  const reloaded = await filters(page);
  await expect(reloaded.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: 'Black' })).toBeChecked();
  await expect(reloaded.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'M', exact: true })).toBeChecked();

  await reloaded.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText(countText(all.total), { exact: true })).toBeVisible();
});

test('the price fields apply on blur', async ({ page, request }) => {
  const expected = await listing(request, filterQuery({ minPrice: 1000, maxPrice: 2000 }));
  await open(page, '/shop');
  const panel = await filters(page);
  await panel.getByLabel('Min price').fill('1,000');
  await expect(page).toHaveURL(/\/shop$/); // typing alone changes nothing
  await panel.getByLabel('Max price').click(); // the minimum loses focus
  await expect(page).toHaveURL(/\/shop\?minPrice=1000$/);
  await panel.getByLabel('Max price').fill('2000');
  await panel.getByLabel('Max price').blur();
  await expect(page).toHaveURL(/\/shop\?minPrice=1000&maxPrice=2000$/);
  await expect(page.getByText(countText(expected.total), { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(expected.data[0].title_en);
});

test('a search with no match shows the empty state', async ({ page }) => {
  await open(page, '/shop');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such garment xyz');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=no%20such%20garment%20xyz$/);
  await expect(page.getByRole('heading', { name: 'No Match Found' })).toBeVisible();
  await expect(page.getByText('Confirm your search key then try again.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('an old link to a collection the shop no longer has can be undone with its chip', async ({ page }) => {
  await open(page, '/shop?category=retired-collection');
  await expect(page.getByRole('heading', { name: 'No Match Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Collection "retired-collection"' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a search with a typo finds what was meant, says what it answers, and nearest matches stand in for none', async ({
  page,
}) => {
  await open(page, '/shop');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('balconete');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=balconete$/);
  await expect(page.getByRole('heading', { name: 'Results for “balconete”' })).toBeVisible();
  const titles = page.getByTestId('product-card').getByRole('heading');
  await expect(titles.first()).toContainText('Balconette');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');

  await search.fill('lace sneakers');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'No Match Found' })).toBeVisible();
  const nearest = page.getByRole('region', { name: 'Closest matches' }).getByTestId('product-card');
  await expect(nearest).toHaveCount(4);
  await expect(nearest.first()).toContainText('Lace');
});

test('Sort by orders every page, is kept in the URL and by a reload', async ({ page, request }) => {
  const cheapest = await listing(request, 'sort=price-asc&page=1');
  const next = await listing(request, 'sort=price-asc&page=2');
  await open(page, '/shop');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price low to high' });
  await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
  const titles = page.getByTestId('product-card').getByRole('heading');
  await expect(titles).toHaveText(cheapest.data.map((p) => p.title_en));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(titles.nth(12)).toHaveText(next.data[0].title_en);
  await open(page, '/shop?sort=price-asc');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(titles).toHaveText(cheapest.data.map((p) => p.title_en));
});

test('Load more appends the next 12 products', async ({ page, request }) => {
  const second = await listing(request, 'page=2');
  expect(second.last_page).toBeGreaterThan(2);
  await open(page, '/shop');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(24);
  await expect(cards.nth(12)).toContainText(second.data[0].title_en);
  await expect(cards.nth(23)).toContainText(second.data[11].title_en);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeEnabled();
});

test('/clearance-sale lists only the clearance products', async ({ page, request }) => {
  const clearance = await listing(request, 'clearance=1');
  const all = await listing(request, 'page=1');
  expect(clearance.total).toBeGreaterThan(0);
  expect(clearance.total).toBeLessThan(all.total);

  await open(page, '/clearance-sale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clearance Sale');
  await expect(page.getByText(countText(clearance.total), { exact: true })).toBeVisible();
  const titles = page.getByTestId('product-card').getByRole('heading');
  await expect(titles).toHaveText(clearance.data.map((p) => p.title_en));
});

test('bad parameters are ignored and a collection link ticks its category', async ({ page, request }) => {
  const all = await listing(request, 'page=1');
  await open(page, '/shop?colors=abc&minPrice=cheap&size=XL');
  await expect(page.getByText(countText(all.total), { exact: true })).toBeVisible();

  const cherie = await listing(request, 'category=cherie');
  await open(page, '/shop?category=cherie');
  await expect(page.getByText(countText(cherie.total), { exact: true })).toBeVisible();
  const panel = await filters(page);
  await expect(panel.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: 'Cherie' })).toBeChecked();
});

test('a collection is a page of its own: its title, description, banner and shared preview', async ({ page }) => {
  await open(page, '/shop?category=sleep-and-lounge');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleep & Lounge');
  await expect(
    page.getByText('Babydolls, slips and pyjama sets in soft, breathable fabrics for warm nights at home.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' })).toHaveAttribute(
    'href',
    '/shop',
  );
  await expect(page.locator('header img[src*="collection-sleep-and-lounge-banner"]')).toBeVisible();
  await expect(page).toHaveTitle(/^Sleep & Lounge/);
  const meta = (name: string) => page.locator(`meta[property="${name}"], meta[name="${name}"]`).first();
  await expect(meta('description')).toHaveAttribute('content', /^Babydolls, slips and pyjama sets/);
  await expect(meta('og:image')).toHaveAttribute('content', /\/media\/collection-sleep-and-lounge-banner\.preview\.jpg$/);

  // A size narrows the collection, which stays its page; taking the collection away makes it the shop's.
  const medium = ((await (await page.request.get('/api/shop/attributes')).json()).sizes as { id: number; title: string }[]).find(
    (size) => size.title === 'M',
  )!;
  const panel = await filters(page);
  await panel.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'M', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`/shop\\?category=sleep-and-lounge&sizes=${medium.id}$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sleep & Lounge');
  await page.getByRole('list', { name: 'Filters in force' }).getByRole('button', { name: 'Remove Sleep & Lounge' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop\\?sizes=${medium.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('all products');
});

test('on a phone the filters are a drawer: Show N results closes it, Escape too, and the chips undo a filter', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'a sidebar above 992 px, no drawer to open');
  const attributes = await (await request.get('/api/shop/attributes')).json();
  const black = attributes.colors.find((c: { title: string }) => c.title === 'Black');
  const all = await listing(request, 'page=1');
  const byColour = await listing(request, filterQuery({ colors: [black.id] }));
  await open(page, '/shop');
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  const drawer = page.getByRole('complementary', { name: 'Filters' });
  const colours = drawer.getByRole('group', { name: 'Colour' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(colours).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(colours).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  // Modal: the page behind (the header, the bar, the results) takes no focus and is hidden from screen readers.
  const inert = () =>
    page.evaluate(() =>
      ['header', '[aria-controls="shop-filters"]', '[data-testid="product-card"]'].map(
        (s) => document.querySelector(s)!.closest('[inert]') !== null,
      ),
    );
  expect(await inert()).toEqual([true, true, true]);
  await page.keyboard.press('Escape');
  await expect(colours).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await inert()).toEqual([false, false, false]);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await toggle.click();
  await colours.getByRole('checkbox', { name: 'Black' }).check();
  const show = drawer.getByRole('button', { name: `Show ${byColour.total} results` });
  await show.click();
  await expect(colours).toBeHidden();
  await expect(page.getByText(countText(byColour.total), { exact: true })).toBeVisible();

  const chips = page.getByRole('list', { name: 'Filters in force' });
  await chips.getByRole('button', { name: 'Remove Black' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText(countText(all.total), { exact: true })).toBeVisible();
  await expect(chips).toHaveCount(0);
});

test('the filters in force show as chips above the results; Clear filters keeps the search', async ({ page, request }) => {
  const attributes = await (await request.get('/api/shop/attributes')).json();
  const medium = attributes.sizes.find((s: { title: string }) => s.title === 'M');
  await open(page, `/shop?search=bra&sizes=${medium.id}&minPrice=1000`);
  const chips = page.getByRole('list', { name: 'Filters in force' });
  await expect(chips.getByRole('button')).toHaveText(['Size M×', 'From BDT 1,000×', 'Clear filters']);
  await chips.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/shop\?search=bra$/);
  await expect(chips).toHaveCount(0);
});

test('Back from a product finds the list as it was left: the pages loaded and the place on it', async ({ page, request }) => {
  const third = await listing(request, 'page=3');
  await open(page, '/shop');
  const cards = page.getByTestId('product-card');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(36);
  const chosen = cards.nth(30);
  await expect(chosen).toContainText(third.data[6].title_en);
  await chosen.scrollIntoViewIfNeeded();
  const top = await chosen.evaluate((card) => card.getBoundingClientRect().top);
  await chosen.getByRole('link', { name: third.data[6].title_en }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(third.data[6].title_en);

  await page.goBack();
  await expect(cards).toHaveCount(36);
  await expect.poll(() => cards.nth(30).evaluate((card) => Math.round(card.getBoundingClientRect().top))).toBe(Math.round(top));

  // Coming to the shop afresh (not Back) starts at page 1 at the top.
  await open(page, '/shop');
  await expect(cards).toHaveCount(12);
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('the filters are a sidebar above 992 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'a collapsible panel on narrow screens');
  await open(page, '/shop');
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar.getByRole('group', { name: 'Colour' })).toBeVisible();
  const [aside, grid] = [await sidebar.boundingBox(), await page.getByTestId('product-card').first().boundingBox()];
  expect(aside!.x + aside!.width).toBeLessThanOrEqual(grid!.x);
});
