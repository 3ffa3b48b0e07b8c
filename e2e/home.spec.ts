import { expect, test } from '@playwright/test';

test('home shows the seeded shop from the server: banner, bestsellers with prices and images, collections', async ({
  page,
  request,
}) => {
  const bestsellers = (await (await request.get('/api/shop?limit=8')).json()).data;
  const top = bestsellers[0];

  // The server's HTML already holds the products, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain(top.title_en);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Comfort for Every Body' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText(top.title_en);
  await expect(cards.first()).toContainText(/BDT \d/);

  // Generated imagery is served from /media and really loads.
  const image = cards.first().getByRole('img');
  await expect(image).toHaveAttribute('src', `/media/${top.image}`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(page.getByRole('link', { name: 'Cherie', exact: true })).toHaveAttribute('href', '/shop?category=cherie');
  await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
});

test('an unknown page shows the 404 text and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Sorry, the page you are looking for could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers bad input with a JSON 4xx, never a 5xx', async ({ request }) => {
  for (const query of ['page=-1', 'page=abc', 'filter=%7Bbad', `search=${'x'.repeat(10240)}`]) {
    const res = await request.get(`/api/shop?${query}`);
    expect(res.status()).toBe(400);
    expect((await res.json()).status).toBe('error');
  }
  const unknown = await request.get('/api/shop?slug=no-such-product');
  expect(unknown.status()).toBe(404);
});
