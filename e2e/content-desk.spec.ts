import { expect, test } from './fixtures';
import sharp from 'sharp';
import { signInToBackOffice } from './back-office';

// It changes what every page shows (a title, the menu, the blog): it runs after the other journeys (its own
// project in playwright.config.ts), at both widths in turn.
test.describe.configure({ timeout: 120_000 });

/** A picture as a file the back office's picture fields take. */
const picture = async (name: string, width: number, height: number, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

test('the owner on a phone retitles the shop, adds a collection and a post; a shopper on a desktop sees each at once', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  // The pages as the shop keeps them before the changes.
  for (const path of ['/shop', '/', '/blog']) await page.goto(path);
  await expect(page.getByRole('link', { name: `Fit notes ${tag}` })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/content');
  await signInToBackOffice(page);

  // The shop page's title and banner: an SVG is refused, a PNG is kept.
  const shopPage = page.getByRole('form', { name: 'Shop page' });
  await shopPage.getByLabel('Title').fill(`New in ${tag}`);
  await shopPage
    .getByLabel('Banner')
    .setInputFiles({ name: 'banner.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(shopPage.getByRole('alert')).toHaveText(/This file is not a JPEG, PNG, WebP or AVIF picture/);
  await shopPage.getByLabel('Banner').setInputFiles(await picture('banner.png', 1920, 720, '#7a3b5c'));
  await expect(shopPage.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', /picture-[0-9a-f]{12}\.png/);
  await shopPage.getByRole('button', { name: 'Save shop page' }).click();
  await expect(shopPage.getByRole('status')).toHaveText('Page saved');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A collection: a slug in use is refused next to its field, then it is added with its logo.
  await page.getByRole('link', { name: 'Add a collection' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a collection');
  await page.getByLabel('Title').fill(`Bridal ${tag}`);
  await expect(page.getByLabel('Slug')).toHaveValue(`bridal-${tag}`);
  await page.getByLabel('Logo').setInputFiles(await picture('logo.png', 600, 600, '#c9a0b4'));
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.getByLabel('Slug').fill('cherie');
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(
    /The slug "cherie" is in use by another collection: choose another/,
  );
  await expect(page.getByLabel('Slug')).toBeFocused();
  await page.getByLabel('Slug').fill(`bridal-${tag}`);
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/collections\/\d+$/);

  // A blog post, shown from now.
  await page.goto('/admin/content/posts/new');
  await page.getByLabel('Title').fill(`Fit notes ${tag}`);
  await page.getByLabel('Image').setInputFiles(await picture('post.png', 1600, 900, '#e8c7d3'));
  await expect(page.getByRole('img', { name: 'Image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add post' }).click();
  await expect(page.getByText('Write the post')).toBeVisible();
  await page.getByRole('textbox', { name: 'Text' }).fill('Measure under the bust, then around its fullest part.');
  await page.getByRole('button', { name: 'Add post' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/\d+$/);

  // A shopper on a desktop sees all three on the next request, though each page was kept before.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New in ${tag}`);
  await page.goto('/');
  await expect(page.getByRole('link', { name: `Bridal ${tag}`, exact: true }).first()).toHaveAttribute(
    'href',
    `/shop?category=bridal-${tag}`,
  );
  await page.goto('/blog');
  await page
    .getByRole('link', { name: `Fit notes ${tag}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/blog/fit-notes-${tag}`);
  await expect(page.getByText('Measure under the bust, then around its fullest part.')).toBeVisible();
});
