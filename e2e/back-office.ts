import { expect, test, waitingForHydration, type Browser, type Page } from './fixtures';
import { E2E_OWNER } from '../playwright.config';

/** Fills the back office's sign-in form (where `page` has been sent) and waits to be sent on. */
export async function signInToBackOffice(page: Page, { email, password } = E2E_OWNER) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/signin/);
}

/** Opens the back office's menu where it is folded behind its Menu button (below the large breakpoint). */
export async function openDeskMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** Unfolds the order desk's filters where they are folded behind "Filters" (below the large breakpoint). */
export async function openDeskFilters(page: Page) {
  const summary = page.locator('summary').filter({ hasText: /^Filters$/ });
  const folded = async () => !(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open));
  if ((await summary.isVisible()) && (await folded())) await summary.click();
}

/** A second browser (the shopper's, a colleague's) set up as the test's own: same site, size and storage. */
export async function anotherBrowser(browser: Browser): Promise<Page> {
  const { baseURL, viewport, storageState } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, storageState });
  return waitingForHydration(await context.newPage());
}

/** On a product's desk page: `count` pieces of one size and colour (its cell's label), then it goes on the shop. */
export async function stockAndPublish(page: Page, cell: string, count: number) {
  await page.getByLabel(cell, { exact: true }).fill(String(count));
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(page.getByText('Stock saved')).toBeVisible();
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
}
