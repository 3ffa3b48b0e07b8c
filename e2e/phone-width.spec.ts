import { expect, test } from './fixtures';

/**
 * A phone lays a page out at its screen's width only while nothing reaches past it: anything wider (text kept for
 * screen readers inside a row that scrolls sideways, say) widens its layout viewport, and what is fixed to the
 * screen (the product page's bar with Add to cart) is then laid out wider than the screen. A desktop browser at
 * 390 px does not show this; a phone's (mobile viewport) does.
 */
test.use({ isMobile: true, hasTouch: true });

const pages = ['/', '/shop', '/shop?category=cherie', '/product/cherie-lace-balconette-bra', '/clearance-sale', '/cart'];

for (const url of pages) {
  test(`on a phone, ${url} is as wide as the screen`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'a phone');
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ layout: innerWidth, document: document.documentElement.scrollWidth }));
    expect(widths).toEqual({ layout: 390, document: 390 });
  });
}
