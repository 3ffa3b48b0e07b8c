import localFont from 'next/font/local';

/**
 * The brand's display face for headings (brand.md): Playfair Display, weight 600, Latin, served from this site
 * (the file comes from the npm package; nothing is fetched from elsewhere), over a Times New Roman sized to its
 * measure, so the headings keep their place (no layout shift).
 *
 * Not preloaded, and not fetched by a first page at all: its headings keep the fallback, and the file is fetched
 * once the page has hydrated, for the next pages (components/layout/DisplayFont.tsx); `optional`, so a page whose
 * file is not in the browser's cache at once never waits for it. Fetched by the first page, the file shared a
 * phone's line with the pictures of its first screen and held its LCP (docs/performance.md).
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
});
