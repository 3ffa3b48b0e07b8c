import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SavedStateHint } from '@/components/layout/SavedStateHint';
import { StoreProvider } from '@/components/StoreProvider';
import { Toasts } from '@/components/ui/Toasts';
import { SHOP_DESCRIPTION } from '@/lib/metadata';
import { SHOP_URL } from '@/lib/site';
import { brandTokens } from '@/lib/server/brand-tokens';
import { loadAppInfo } from '@/lib/server/store';
import '@/styles/globals.scss';

export async function generateMetadata(): Promise<Metadata> {
  const { store } = await loadAppInfo();
  return {
    metadataBase: SHOP_URL,
    title: { default: store.store_en, template: `%s | ${store.store_en}` },
    description: SHOP_DESCRIPTION,
  };
}

/** The browser's bar takes the brand's plum (from the Sass tokens, like every other colour). */
export const viewport: Viewport = { themeColor: brandTokens().plum };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const appInfo = await loadAppInfo();
  return (
    // The saved-state hint marks <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <SavedStateHint />
      </head>
      <body>
        <StoreProvider appInfo={appInfo}>
          <ScrollToTop />
          <SiteHeader store={appInfo.store} categories={appInfo.categories} sizes={appInfo.sizes} />
          <main id="content">{children}</main>
          <SiteFooter store={appInfo.store} company={appInfo.company} />
          <Toasts />
        </StoreProvider>
      </body>
    </html>
  );
}
