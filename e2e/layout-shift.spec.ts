import { expect, test, type Page } from './fixtures';
import type { OrderInfo } from '@/lib/types/order';

/**
 * The screens that fill in from the browser's saved state (cart, checkout, the order just placed) and the
 * listings load without moving anything in view: their cumulative layout shift is 0.
 */

/** The layout shift of a fresh load, summed as Core Web Vitals does (shifts right after input do not count). */
async function layoutShift(page: Page, url: string) {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

const placed: OrderInfo = {
  item: 2,
  currency: 'BDT',
  subtotal: 3180,
  charge: 0,
  coupon_code: null,
  coupon_discount: 0,
  total: 3180,
  order_no: 'LI00000042',
  method: 'Cash on Delivery',
  delivery: 'Mon 1 Dec – Thu 4 Dec',
};

test('the order confirmation fills in without a shift', async ({ page }) => {
  await page.addInitScript((info) => localStorage.setItem('orderInfo', JSON.stringify(info)), placed);
  expect(await layoutShift(page, `/checkout/confirmation?orderid=${placed.order_no}`)).toBe(0);
  await expect(page.getByRole('region', { name: 'Your order has been placed!' })).toContainText(placed.order_no);
});

for (const url of ['/cart', '/checkout']) {
  test(`${url} fills in without a shift`, async ({ page }) => {
    expect(await layoutShift(page, url)).toBe(0);
  });
}

// A page is painted only once its content is parsed (components/layout/ShopChrome.tsx): painted as its bytes came,
// a banner's centred text moved up as the rest arrived (home on a phone, 0.05, under CI's load) and a listing's
// cards filled in (a few thousandths). Cards streamed after the page and revealed by script (one Suspense boundary
// per card) shifted /shop by 0.05 on a phone. The home page's carousel, too, takes over its first view (server
// HTML) without moving it.
for (const url of ['/', '/shop', '/shop?category=cherie']) {
  test(`${url} loads without a shift`, async ({ page }) => {
    expect(await layoutShift(page, url)).toBe(0);
  });
}
