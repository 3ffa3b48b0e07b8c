import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { signInToBackOffice } from './back-office';
import { allProducts, requestOrder, signedInShopper, type ApiProduct } from './shopper';

// Turning reviews on changes every product page: this journey runs with the shop-wide ones, at each width in turn.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Moves an order on the desk through its API, as its status form would. */
async function moved(page: Page, orderNo: string, from: number | null, to: number) {
  const res = await page.request.post(`/api/admin/orders/${orderNo}/status`, { data: { from, to } });
  expect(res.status(), await res.text()).toBe(200);
}

async function reviewsTurned(page: Page, on: boolean) {
  const res = await page.request.post('/api/admin/reviews', { data: { on } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A product bought at this width: one no other journey reviews, with a size. */
async function productFor(page: Page, width: number): Promise<ApiProduct> {
  const sized = (await allProducts(page)).filter(
    (p) => !p.min && !p.max && (p.attribute.find((group) => group.name === 'Size')?.value.length ?? 0) > 0,
  );
  return sized.at(width === 390 ? -5 : -6)!;
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await page.goto('/admin/reviews');
  await signInToBackOffice(page);
  await reviewsTurned(page, false);
  await page.close();
});

for (const width of [390, 1440]) {
  test(`a verified buyer reviews, the owner approves, and the page shows it with the fit summary (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const product = await productFor(page, width);
    const values = (name: string) => product.attribute.find((group) => group.name === name)?.value ?? [];
    const [size] = values('Size');
    const color = values('Color')[0];
    await signedInShopper(page, 'Tahmina Akter');
    const placed = await requestOrder(page, [
      { id: product.id, count: 1, attribute_pick: { size: { id: size.id }, color: color ? { id: color.id } : null } },
    ]);
    expect(placed.status()).toBe(201);
    const orderNo = (await placed.json()).orderid as string;

    // The owner delivers it and turns reviews on at /admin/reviews.
    await page.goto('/admin/reviews');
    await signInToBackOffice(page);
    for (const [from, to] of [
      [null, 7],
      [7, 6],
      [6, 1],
    ] as const)
      await moved(page, orderNo, from, to);
    const turnOn = page.getByRole('button', { name: 'Turn reviews on' });
    if (await turnOn.isVisible()) await turnOn.click();
    await expect(page.getByText('Reviews are on in the shop')).toBeVisible();

    // She reviews it from the product page: the form loads when she opens it.
    const text = `Soft band, true cups (${width})`;
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Write a review' }).click();
    await expect(page.getByText(`Size bought: ${size.title}`)).toBeVisible();
    await page.getByLabel('4 stars').check();
    await page.getByLabel('True to size').check();
    await page.getByLabel('Your review (optional)').fill(text);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Thank you! Your review shows once the shop has read it.')).toBeVisible();

    // The owner approves it and replies.
    await page.goto('/admin/reviews');
    const review = page.getByRole('listitem').filter({ hasText: text });
    await expect(review).toBeVisible();
    await expectAccessible(page);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Review approved')).toBeVisible();
    await page.goto('/admin/reviews?status=approved');
    const approved = page.getByRole('listitem').filter({ hasText: text });
    await approved.getByLabel("The shop's reply").fill('Thank you, Tahmina!');
    await approved.getByRole('button', { name: 'Save reply' }).click();
    await expect(page.getByText('Reply saved')).toBeVisible();

    // The page shows it, with the average, the fit summary and the reply; the card shows the stars.
    await page.goto(`/product/${product.slug}`);
    const section = page.locator('#reviews');
    await expect(section.getByText(text)).toBeVisible();
    await expect(section.getByText('Most say: true to size')).toBeVisible();
    await expect(section.getByText('Thank you, Tahmina!')).toBeVisible();
    await expect(section.getByText(`Size bought: ${size.title}`)).toBeVisible();
    await expect(section.getByRole('img', { name: /out of 5 stars/ }).first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((json) => json.includes('"aggregateRating"'))).toBe(true);

    // My Reviews lists it.
    await page.goto('/user/my-reviews');
    await expect(page.getByRole('heading', { name: 'Your reviews' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expectAccessible(page);
  });
}
