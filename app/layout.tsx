import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SHOP_DESCRIPTION } from '@/lib/metadata';
import { SHOP_URL } from '@/lib/server/site';
import { brandTokens } from '@/lib/server/messages/brand-tokens';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import '@/styles/globals.scss';
import { DisplayFont } from '@/components/layout/DisplayFont';
import { HydratedMark } from '@/components/layout/HydratedMark';
import { displayFont } from '@/styles/fonts';

export async function generateMetadata(): Promise<Metadata> {
  const { store } = await loadShopInfo();
  return {
    metadataBase: SHOP_URL,
    title: { default: store.store_en, template: `%s | ${store.store_en}` },
    description: SHOP_DESCRIPTION,
  };
}

/** The browser's bar takes the brand's plum (from the Sass tokens, like every other colour). */
export const viewport: Viewport = { themeColor: brandTokens().plum };

/** The document shared by the shop (app/(shop)) and the back office (app/admin): each brings its own frame. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The shop's saved-state hint and the display face's mark set <html>'s data before React hydrates it.
    <html lang="en" className={displayFont.variable} suppressHydrationWarning>
      <body>
        <DisplayFont />
        <HydratedMark />
        {children}
      </body>
    </html>
  );
}
