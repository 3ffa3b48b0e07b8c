'use client';

import { ProductGrid } from '@/components/product/ProductGrid';
import { LoadMore } from '@/components/ui/LoadMore';
import { useMorePages } from '@/components/ui/useMorePages';
import { listingApiQuery, type ListingRequest } from '@/lib/shop-url';
import type { ListingPage } from '@/lib/types/catalog';
import { useApiCall } from '@/store/useApiCall';
import styles from './ShopResults.module.scss';

interface Props {
  className: string;
  request: Omit<ListingRequest, 'page'>;
  /** Page 1, rendered by the server. */
  firstPage: ListingPage;
  /** A new query is on its way: the cards shown are about to change. */
  pending: boolean;
}

/** The cards of one query: page 1 from the server, then 'Load more' appends the next page until the last. */
export function ShopResults({ className, request, firstPage, pending }: Props) {
  const [callApi] = useApiCall();
  const more = useMorePages(firstPage, (page) =>
    callApi((api) => api.endpoints.listProducts.initiate(listingApiQuery({ ...request, page }), { subscribe: false })).then(
      ({ data, error }) => data ?? Promise.reject(error),
    ),
  );

  if (firstPage.total === 0) {
    return (
      <div className={className}>
        <div className={styles.empty}>
          <h2>No Match Found</h2>
          <p>Confirm your search key then try again.</p>
        </div>
        {firstPage.nearest?.length ? (
          <section className={styles.nearest} aria-labelledby="nearest-matches">
            <h2 id="nearest-matches">Closest matches</h2>
            <ProductGrid products={firstPage.nearest} />
          </section>
        ) : null}
      </div>
    );
  }

  // A product added meanwhile shifts later pages by one: show each product once.
  const seen = new Set<number>();
  const products = more.items.filter((p) => !seen.has(p.id) && seen.add(p.id));
  return (
    <div className={className} aria-busy={pending}>
      <div className={pending ? styles.pending : undefined}>
        <ProductGrid products={products} />
      </div>
      {more.hasMore && <LoadMore onClick={more.loadMore} loading={more.loading} failed={more.failed} />}
    </div>
  );
}
