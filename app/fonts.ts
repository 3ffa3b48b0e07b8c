import localFont from 'next/font/local';

/**
 * The brand's display face for headings (brand.md): Playfair Display, weight 600, Latin, served from this site
 * (the file comes from the npm package; nothing is fetched from elsewhere). It swaps in when it arrives, over a
 * Times New Roman sized to its measure, so the headings keep their place (no layout shift).
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
});
