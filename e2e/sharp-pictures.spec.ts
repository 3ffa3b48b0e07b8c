import { expect, test } from './fixtures';

/**
 * Every picture a screen shows first is loaded at least as wide as it is shown, in device pixels: a `sizes` that
 * says less than the picture's real width makes the browser pick a smaller rendition, and the photo looks soft.
 * (A picture shown wider than the largest rendition, 1920 px, gets that one.) Renditions are WebP, also for a
 * browser that takes AVIF (next.config.mjs says why).
 */
test.use({ deviceScaleFactor: 2 });

const pages = ['/', '/shop', '/shop?category=cherie', '/product/cherie-lace-balconette-bra'];

for (const url of pages) {
  test(`${url}: the pictures on the first screen are as sharp as the screen, in WebP`, async ({ page }) => {
    const types: string[] = [];
    page.on('response', (res) => void (res.url().includes('/_next/image') && types.push(res.headers()['content-type'])));
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return img.currentSrc.includes('/_next/image') && box.width > 0 && box.top < innerHeight && box.bottom > 0;
        })
        .map((img) => {
          const box = img.getBoundingClientRect();
          // A picture that covers its box is shown wider than the box when the box is taller than its shape.
          const cover = getComputedStyle(img).objectFit === 'cover' && img.naturalHeight > 0;
          const shown = cover ? Math.max(box.width, (box.height * img.naturalWidth) / img.naturalHeight) : box.width;
          const needed = Math.min(Math.round(shown * devicePixelRatio), 1920);
          const loaded = Number(new URL(img.currentSrc).searchParams.get('w'));
          return { picture: new URL(img.currentSrc).searchParams.get('url'), needed, loaded };
        }),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter(({ needed, loaded }) => loaded < needed * 0.9)).toEqual([]);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['image/webp']));
  });
}
