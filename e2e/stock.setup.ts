import { expect, test as setup } from './fixtures';
import { signInToBackOffice } from './back-office';
import { allProducts } from './shopper';

/**
 * Journeys place many orders of the same few products, at two widths: before they run, the owner stocks every size
 * and colour of every product well beyond what they buy, through the back office's API. (The stock journey sets
 * its own product's counts.)
 */
setup('stock every product for the journeys', async ({ page }) => {
  await page.goto('/admin/signin');
  await signInToBackOffice(page);
  for (const product of await allProducts(page)) {
    const grid = await (await page.request.get(`/api/admin/products/${product.id}/stock`)).json();
    const stock = Object.keys(grid.quantities).map((key) => {
      const [size_id, color_id] = key.split('-').map(Number);
      return { size_id, color_id, quantity: 10_000 };
    });
    const res = await page.request.post(`/api/admin/products/${product.id}/stock`, { data: { stock } });
    expect(res.status()).toBe(200);
  }
});
