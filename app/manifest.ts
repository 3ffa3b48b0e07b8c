import type { MetadataRoute } from 'next';
import { SHOP_DESCRIPTION } from '@/lib/metadata';
import { brandTokens } from '@/lib/server/messages/brand-tokens';
import { loadShopInfo } from '@/lib/server/content/shop-info';

/** /manifest.webmanifest, regenerated at most every hour (and when the settings change: every page's tag). */
export const revalidate = 3600;

/** The web app manifest: the shop added to a phone's home screen opens like an app, in the brand's colours. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { store } = await loadShopInfo();
  const { cream, plum } = brandTokens();
  return {
    name: store.store_en,
    short_name: store.store_en,
    description: SHOP_DESCRIPTION,
    start_url: '/',
    display: 'standalone',
    background_color: cream,
    theme_color: plum,
    // PNG, as the favicon (app/icon.png): Chromium takes the manifest's icons as favicons too, and draws an SVG one
    // in the page's own main thread, as a document of its own, while the page starts up.
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
