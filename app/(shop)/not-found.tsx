import { PageNotFound } from '@/components/layout/PageNotFound';

/** A shop page that has nothing to show (an unknown product, post or page), inside the shop's header and footer. */
export default function NotFound() {
  return <PageNotFound />;
}
