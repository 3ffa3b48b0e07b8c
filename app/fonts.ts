import localFont from 'next/font/local';

/**
 * The brand's display face for headings (brand.md): Playfair Display, weight 600, Latin, served from this site
 * (the file comes from the npm package; nothing is fetched from elsewhere), over a Times New Roman sized to its
 * measure, so the headings keep their place (no layout shift).
 *
 * `optional` and not preloaded: a phone uses it once it has it (from the second page on, or at once on a fast
 * line), and the first page never waits for it. Measured with Lighthouse (mobile) against the framework floor,
 * `swap` with a preload took the product page's LCP from +0.9 s to +3.5 s and home's from +1.4 s to +3.1 s;
 * `optional` without a preload brought the product page back to +1.0 s.
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
