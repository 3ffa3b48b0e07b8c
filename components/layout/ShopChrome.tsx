import type { ReactNode } from 'react';
import { StoreProvider } from '@/components/StoreProvider';
import { Toasts } from '@/components/ui/Toasts';
import { listBundles } from '@/lib/server/catalog';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import { getDb } from '@/lib/server/db';
import { FetchAhead } from './FetchAhead';
import { SavedStateHint } from './SavedStateHint';
import { ScrollToTop } from './ScrollToTop';
import { FOOTER_ID, SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The shop around a page: the shopper's saved state, header, footer and toasts (not the back office's). */
export async function ShopChrome({ children }: { children: ReactNode }) {
  const [appInfo, bundles] = await Promise.all([loadShopInfo(), getDb().then(listBundles)]);
  return (
    <>
      {/* No first paint until the page's content is parsed, up to the footer (React puts this link in <head>). A
          browser otherwise paints what has arrived when the stylesheets do: a banner's centred text, painted half
          parsed, moved up as the rest came (home on a phone: a layout shift of 0.05). */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      {/* Marks <html> before React hydrates it (and before the first paint of what follows). */}
      <SavedStateHint />
      <StoreProvider appInfo={appInfo}>
        <ScrollToTop />
        <FetchAhead />
        <SiteHeader store={appInfo.store} categories={appInfo.categories} sizes={appInfo.sizes} bundles={bundles} />
        <main id="content">{children}</main>
        <SiteFooter store={appInfo.store} company={appInfo.company} />
        <Toasts />
      </StoreProvider>
    </>
  );
}
