'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { SEARCH_MAX_LENGTH } from '@/lib/catalog-limits';
import { defaultSort, isListingSort, SORT_LABELS, sortsFor } from '@/lib/listing-sort';
import {
  collectionState,
  listingApiQuery,
  shopHref,
  shopQueryString,
  withSearch,
  withSort,
  type ShopState,
} from '@/lib/shop-url';
import type { CategoryRef, ListingPage, ShopAttributes } from '@/lib/types/catalog';
import { useApiCall } from '@/store/useApiCall';
import { FilterChips } from './FilterChips';
import { ShopFilters } from './ShopFilters';
import { ShopResults } from './ShopResults';
import type { SizeFilterGroup } from '@/lib/types/attributes';
import styles from './ShopBrowser.module.scss';

interface Props {
  path: string;
  clearance: boolean;
  /** The listing as its address asked for it, with page 1, rendered by the server. */
  state: ShopState;
  attributes: ShopAttributes;
  /** the size filter's sizes under their group's heading */
  sizeGroups: SizeFilterGroup[];
  firstPage: ListingPage;
  /** the collection whose own page this is (its heading, description and banner), if any */
  collection?: CategoryRef;
}

/** Below this width the filters are a drawer the Filter button opens (a sidebar from 992 px). */
const DRAWER_MEDIA = '(max-width: 991.98px)';

/**
 * The listing's filters, search, order, the filters in force as chips, and the results. A change replaces the URL at
 * once (so a listing can be shared, and a reload renders it on the server) and asks the API for its page 1; the
 * controls show the change meanwhile. The page itself stays: focus, the open drawer and the scroll position are kept.
 * On a phone the drawer covers the screen: Escape, its close button or "Show N results" close it, and focus goes
 * back to the Filter button.
 */
export function ShopBrowser({
  path,
  clearance,
  state: initialState,
  attributes,
  sizeGroups,
  firstPage: initialPage,
  collection,
}: Props) {
  const router = useRouter();
  const [{ state, firstPage }, setListing] = useState({ state: initialState, firstPage: initialPage });
  const [wanted, setWanted] = useState<ShopState | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [callApi] = useApiCall();
  const latest = useRef(0);
  const toggle = useRef<HTMLButtonElement>(null);
  const drawerClose = useRef<HTMLButtonElement>(null);
  const shown = wanted ?? state;

  // While the drawer covers a phone's screen it is modal: the page behind is inert (no focus, no screen reader, no
  // scroll) but for the scrim that closes it, focus starts in it, Escape closes it, and so does a screen turned wide
  // enough for the sidebar. Closed, the page comes back and focus returns to the Filter button.
  useEffect(() => {
    const narrow = matchMedia(DRAWER_MEDIA);
    const drawer = drawerClose.current?.parentElement;
    if (!filtersOpen || !narrow.matches || !drawer) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const behind: HTMLElement[] = [];
    for (let node: HTMLElement = drawer; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
        if (sibling.classList.contains(styles.scrim)) continue;
        sibling.inert = true;
        behind.push(sibling);
      }
    }
    const opener = toggle.current;
    drawerClose.current?.focus();
    const close = () => setFiltersOpen(false);
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    narrow.addEventListener('change', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.body.style.overflow = overflow;
      for (const element of behind) element.inert = false;
      narrow.removeEventListener('change', close);
      document.removeEventListener('keydown', escape);
      opener?.focus();
    };
  }, [filtersOpen]);
  const closeFilters = () => setFiltersOpen(false);

  /** The address a state has here: on a collection's page, `category=` while that collection alone is ticked. */
  const addressOf = (of: ShopState) => (collection ? collectionState(of, collection) : of);

  const change = async (next: ShopState) => {
    // On a collection's page, a change that keeps that collection alone stays its page; one that leaves it asks
    // the server for the page it becomes, heading and banner included.
    const address = addressOf(next);
    if (!address) return router.replace(shopHref(path, next), { scroll: false });
    const call = ++latest.current;
    setWanted(next);
    window.history.replaceState(null, '', shopHref(path, address));
    const { data } = await callApi((api) =>
      api.endpoints.listProducts.initiate(listingApiQuery({ state: next, clearance, page: 1 }), { subscribe: false }),
    );
    if (call !== latest.current) return; // a later change is on its way
    setWanted(null);
    if (data) return setListing({ state: next, firstPage: data });
    window.history.replaceState(null, '', shopHref(path, addressOf(state) ?? state));
    notify.error('Could not load the products. Please try again.');
  };

  const total = firstPage.total;
  return (
    <div className={styles.layout}>
      <div className={styles.bar}>
        {state.search && <h2 className={styles.results}>Results for &ldquo;{state.search}&rdquo;</h2>}
        <button
          ref={toggle}
          type="button"
          className={styles.filterToggle}
          aria-expanded={filtersOpen}
          aria-controls="shop-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filter
        </button>
        <form
          method="get"
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
        <label className={styles.sort}>
          <span className={styles.sortLabel}>Sort by</span>
          <select
            value={shown.sort ?? defaultSort(shown.search)}
            onChange={(event) => isListingSort(event.target.value) && change(withSort(shown, event.target.value))}
          >
            {sortsFor(shown.search).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.count} aria-live="polite">
          {total === 1 ? '1 product' : `${total} products`}
        </p>
        <FilterChips state={shown} attributes={attributes} onChange={change} />
      </div>
      <aside id="shop-filters" aria-label="Filters" className={filtersOpen ? `${styles.filters} ${styles.open}` : styles.filters}>
        <button ref={drawerClose} type="button" className={styles.drawerClose} aria-label="Close filters" onClick={closeFilters}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        <ShopFilters state={shown} attributes={attributes} sizeGroups={sizeGroups} onChange={change} />
        <div className={styles.drawerFoot}>
          <button type="button" onClick={closeFilters} aria-busy={wanted !== null}>
            {total === 1 ? 'Show 1 result' : `Show ${total} results`}
          </button>
        </div>
      </aside>
      {filtersOpen && <div className={styles.scrim} aria-hidden="true" onClick={closeFilters} />}
      <ShopResults
        key={shopQueryString(state)}
        className={styles.grid}
        request={{ state, clearance }}
        firstPage={firstPage}
        pending={wanted !== null}
      />
    </div>
  );
}
