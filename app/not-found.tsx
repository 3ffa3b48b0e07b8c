import { PageNotFound } from '@/components/layout/PageNotFound';
import { ShopChrome } from '@/components/layout/ShopChrome';

/** An address no route matches: the shop's 404, with its header and footer. */
export default function NotFound() {
  return (
    <ShopChrome>
      <PageNotFound />
    </ShopChrome>
  );
}
