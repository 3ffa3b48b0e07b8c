'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useState, useTransition } from 'react';
import { shopHref, shopQueryString, withSearch, type ShopState } from '@/lib/shop-url';
import type { Page, ProductSummary, ShopAttributes } from '@/lib/types/catalog';
import { ShopFilters } from './ShopFilters';
import { ShopResults } from './ShopResults';
import styles from './ShopBrowser.module.scss';
import { SEARCH_MAX_LENGTH } from '@/lib/catalog-limits';

interface Props {
  path: string;
  clearance: boolean;
  state: ShopState;
  attributes: ShopAttributes;
  firstPage: Page<ProductSummary>;
}

/**
 * The listing's filters, search and results. A change replaces the URL (so a listing can be shared) and the
 * server renders page 1 again; until it arrives the controls already show the change.
 */
export function ShopBrowser({ path, clearance, state, attributes, firstPage }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, show] = useOptimistic(state);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const change = (next: ShopState) =>
    startTransition(() => {
      show(next);
      router.replace(shopHref(path, next), { scroll: false });
    });

  const total = firstPage.total;
  return (
    <div className={styles.layout}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.filterToggle}
          aria-expanded={filtersOpen}
          aria-controls="shop-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filter
        </button>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            change(withSearch(shown, String(new FormData(event.currentTarget).get('search') ?? '')));
          }}
        >
          <label htmlFor="shop-search" className={styles.hidden}>
            Search products
          </label>
          <input
            key={shown.search ?? ''}
            id="shop-search"
            name="search"
            type="search"
            defaultValue={shown.search}
            placeholder="Search products"
            maxLength={SEARCH_MAX_LENGTH}
          />
          <button type="submit">Search</button>
        </form>
        <p className={styles.count} aria-live="polite">
          {total === 1 ? '1 product' : `${total} products`}
        </p>
      </div>
      <aside id="shop-filters" aria-label="Filters" className={filtersOpen ? `${styles.filters} ${styles.open}` : styles.filters}>
        <ShopFilters state={shown} attributes={attributes} onChange={change} />
      </aside>
      <ShopResults
        key={shopQueryString(state)}
        className={styles.results}
        request={{ state, clearance }}
        firstPage={firstPage}
        pending={pending}
      />
    </div>
  );
}
