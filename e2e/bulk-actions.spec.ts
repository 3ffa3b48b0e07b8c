import { expect, hydrated, test } from './fixtures';
import { signInToBackOffice } from './back-office';
import { expectAccessible } from './axe';
import { allProducts, placeOrder, plainProduct, signedInShopper } from './shopper';

/** What a page of slips prints as: each sheet's named @page and its size, and the order numbers on each sheet. */
const sheetsOf = (page: import('./fixtures').Page) =>
  page.getByTestId('slip-sheet').evaluateAll((sheets) => {
    const sizes = Object.fromEntries(
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
        .map((rule) => [rule.selectorText, rule.style.getPropertyValue('size')]),
    );
    return sheets.map((sheet) => {
      const name = getComputedStyle(sheet).getPropertyValue('page');
      return {
        page: name,
        size: sizes[name],
        orders: [...sheet.querySelectorAll('article strong')].map((s) => s.textContent).filter((t) => /^LI/.test(t ?? '')),
      };
    });
  });

test('the owner moves today’s Pending orders to Processing at once and prints their slips', async ({ page }) => {
  await signedInShopper(page);
  const product = plainProduct(await allProducts(page));
  const three: string[] = [];
  for (let i = 0; i < 3; i++) three.push(await placeOrder(page, product));
  const newestFirst = [...three].reverse();

  await page.goto('/admin/signin');
  await signInToBackOffice(page);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/status=pending$/);
  await page.getByTestId('today-chip').click();
  await expect(page).toHaveURL(/status=pending&from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(page.getByTestId('today-chip')).toHaveAttribute('aria-current', 'true');
  await hydrated(page);
  // The first order is on the first screen, and the bar kept at its bottom is one line until an order is ticked.
  await expect(page.getByTestId('desk-row').first()).toBeInViewport();
  const bar = page.getByRole('form', { name: 'Bulk actions on the ticked orders' });
  const height = async () => (await bar.boundingBox())!.height;
  expect(await height()).toBeLessThan(80);

  // Other journeys place orders today too: this one ticks its own.
  for (const orderNo of three) await page.getByRole('checkbox', { name: `Tick ${orderNo}` }).check();
  await expect(page.getByTestId('bulk-count')).toHaveText('3 selected');
  expect(await height()).toBeLessThan(page.viewportSize()!.height / 2);
  await page.getByLabel('Move to').selectOption({ label: 'Processing' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Move 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 of 3 moved to Processing' })).toBeVisible();
  const results = page.getByTestId('bulk-results');
  await expect(results.locator('[data-result="moved"]')).toHaveCount(3);
  for (const orderNo of three) {
    await expect(results.getByText(orderNo)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Tick ${orderNo}` })).toHaveCount(0);
  }

  // The moved orders' slips, newest first as the desk lists them: two on each A4 sheet.
  await page.getByLabel('Slips per page').selectOption('a4');
  await page.getByRole('link', { name: 'Print slips' }).click();
  await expect(page.getByRole('heading', { name: 'Packing slips' })).toBeVisible();
  expect(await sheetsOf(page)).toEqual([
    { page: 'slip-a4', size: 'a4', orders: newestFirst.slice(0, 2) },
    { page: 'slip-a4', size: 'a4', orders: newestFirst.slice(2) },
  ]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Print one per A5 page instead' }).click();
  await expect(page).toHaveURL(/layout=a5/);
  expect(await sheetsOf(page)).toEqual(newestFirst.map((orderNo) => ({ page: 'slip-a5', size: 'a5', orders: [orderNo] })));
  // Printed, each sheet is a page of its own paper: three A5 pages (PDF points, 148 × 210 mm).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
    Math.round(+m[1]),
    Math.round(+m[2]),
  ]);
  expect(boxes).toEqual([
    [420, 595],
    [420, 595],
    [420, 595],
  ]);

  await page.goto(`/admin/orders?q=${three[0]}`);
  await expect(page.getByTestId('desk-row').first()).toContainText('Processing');
});
