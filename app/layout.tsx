import type { Metadata, Viewport } from 'next';
import { cache, type ReactNode } from 'react';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { StoreProvider } from '@/components/StoreProvider';
import { Toasts } from '@/components/ui/Toasts';
import { SHOP_DESCRIPTION } from '@/lib/metadata';
import { getDb } from '@/lib/server/db';
import { SHOP_URL } from '@/lib/site';
import { getAppInfo } from '@/lib/server/store';
import '@/styles/globals.scss';

/** One read of the store settings per request, shared by the metadata and the layout. */
const loadAppInfo = cache(async () => getAppInfo(await getDb()));

export async function generateMetadata(): Promise<Metadata> {
  const { store } = await loadAppInfo();
  return {
    metadataBase: SHOP_URL,
    title: { default: store.store_en, template: `%s | ${store.store_en}` },
    description: SHOP_DESCRIPTION,
  };
}

export const viewport: Viewport = { themeColor: '#5b2245' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const appInfo = await loadAppInfo();
  return (
    <html lang="en">
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
