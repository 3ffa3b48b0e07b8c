import { expect, hydrated, test } from './fixtures';
import { expectAccessible } from './axe';
import { signInToBackOffice } from './back-office';
import { allProducts } from './shopper';

test.describe.configure({ timeout: 60_000 });

const values = (product: Awaited<ReturnType<typeof allProducts>>[number], name: string) =>
  product.attribute.find((g) => g.name === name)!.value;

test('staff adjust a size and colour by a quantity with a reason, and see it in the stock log', async ({ page }, testInfo) => {
  // A product with sizes and colours other journeys leave alone (the stock journey takes the last two), one per width.
  const candidates = (await allProducts(page)).filter(
    (p) => p.attribute.length === 2 && values(p, 'Size').length > 1 && !p.min && !p.max,
  );
  const product = candidates.at(testInfo.project.name === 'mobile' ? -3 : -4)!;
  const [size, color] = [values(product, 'Size')[0], values(product, 'Color')[0]];
  const pair = `${size.title} / ${color.title}`;
  const note = `Carton ${testInfo.project.name}`;

  await page.goto(`/admin/products/${product.id}`);
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { name: product.title_en, level: 1 })).toBeVisible();
  await hydrated(page);
  const cell = page.getByLabel(pair, { exact: true });
  const before = Number(await cell.inputValue());

  // Fewer than there are is refused, saying how many there are; nothing changes.
  const adjust = page.getByRole('form', { name: 'Adjust by a quantity' });
  await adjust.getByLabel('Size and colour').selectOption({ label: `${pair} (${before} in stock)` });
  await adjust.getByLabel('Pieces').fill(String(-(before + 1)));
  await adjust.getByLabel('Reason').selectOption('Damaged');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(
    adjust.getByText(`${pair} has ${before} in stock: it cannot lose ${before + 1}. Stock never goes below 0.`),
  ).toBeVisible();

  await adjust.getByLabel('Pieces').fill('5');
  await adjust.getByLabel('Reason').selectOption('Received');
  await adjust.getByLabel('Note (optional)').fill(note);
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust.getByText('Stock adjusted')).toBeVisible();
  await expect(cell).toHaveValue(String(before + 5));
  const logged = page.getByRole('region', { name: 'Stock moves' }).getByRole('row').filter({ hasText: note });
  await expect(logged).toContainText('+5');
  await expect(logged).toContainText('Received');
  await expect(logged).toContainText(String(before + 5));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page);

  // The log of every product, filtered by reason and product name.
  await page.goto('/admin/stock');
  await page.getByLabel('Product', { exact: true }).fill(product.title_en);
  await page.getByLabel('Reason').selectOption('Received');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/reason=received/);
  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText(product.title_en);
  await expect(row).toContainText(pair);
  await expect(row).toContainText('+5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page);
});
