'use client';

import { useState } from 'react';
import { ProductGrid } from '@/components/product/ProductGrid';
import { listingApiQuery, type ListingRequest } from '@/lib/shop-url';
import type { Page, ProductSummary } from '@/lib/types/catalog';
import { useLazyListProductsQuery } from '@/store/api';
import styles from './ShopResults.module.scss';

interface Props {
  className: string;
  request: Omit<ListingRequest, 'page'>;
  /** Page 1, rendered by the server. */
  firstPage: Page<ProductSummary>;
  /** A new query is on its way: the cards shown are about to change. */
  pending: boolean;
}

/** The cards of one query: page 1 from the server, then 'Load more' appends the next page until the last. */
export function ShopResults({ className, request, firstPage, pending }: Props) {
  const [morePages, setMorePages] = useState<Page<ProductSummary>[]>([]);
  const [loadPage, { isFetching, isError }] = useLazyListProductsQuery();
  const last = morePages.at(-1) ?? firstPage;

  const loadMore = async () => {
    const page = await loadPage(listingApiQuery({ ...request, page: last.current_page + 1 }), true).unwrap().catch(() => null);
    if (page) setMorePages((pages) => [...pages, page]);
  };

  if (firstPage.total === 0) {
    return (
      <div className={`${className} ${styles.empty}`}>
        <h2>No Match Found</h2>
        <p>Confirm your search key then try again.</p>
      </div>
    );
  }

  // A product added meanwhile shifts later pages by one: show each product once.
  const seen = new Set<number>();
  const products = [firstPage, ...morePages].flatMap((p) => p.data).filter((p) => !seen.has(p.id) && seen.add(p.id));
  return (
    <div className={className} aria-busy={pending}>
      <div className={pending ? styles.pending : undefined}>
        <ProductGrid products={products} />
      </div>
      {last.current_page < last.last_page && (
        <div className={styles.more}>
          <button type="button" onClick={loadMore} disabled={isFetching} aria-busy={isFetching}>
            {isFetching ? 'Loading…' : 'Load more'}
          </button>
          {isError && !isFetching && <p role="alert">Could not load more products. Please try again.</p>}
        </div>
      )}
    </div>
  );
}
