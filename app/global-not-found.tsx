import { HydratedMark } from '@/components/layout/HydratedMark';
import { PageNotFound } from '@/components/layout/PageNotFound';
import { ShopChrome } from '@/components/layout/ShopChrome';
export { generateMetadata, viewport } from './layout';
import '@/styles/globals.scss';

/**
 * An address no route matches: the shop's 404 with its header and footer, a whole document of its own. (As a root
 * not-found.tsx it would ride along, unseen, in the data of every page, about a fifth of a product page's HTML.)
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <HydratedMark />
        <ShopChrome>
          <PageNotFound />
        </ShopChrome>
      </body>
    </html>
  );
}
