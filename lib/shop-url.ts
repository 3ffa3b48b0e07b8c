import { isListingSort, keptSort, type ListingSort } from './listing-sort';
import { checkIds, checkPriceBound, checkSearch, isSlug, valueOf } from './shop-fields';
import type { ShopFilter } from './shop-query';
import type { CategoryRef } from './types/catalog';

/** The id lists a listing can be filtered by, in the order a URL names them. */
const FILTER_LISTS = ['categories', 'colors', 'sizes', 'styles'] as const;
export type FilterList = (typeof FILTER_LISTS)[number];
export type PriceBound = 'minPrice' | 'maxPrice';

/** What a shop URL says: a collection slug, a search text, the filter and the order (normalised). */
export interface ShopState {
  category?: string;
  search?: string;
  filter: ShopFilter;
  /** absent for the listing's default order (lib/listing-sort) */
  sort?: ListingSort;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Valid ids of a comma-separated list, or none when any is bad. */
function idList(name: FilterList, text: string | undefined): number[] {
  return valueOf(checkIds(name, text ? text.split(',').filter(Boolean) : [])) ?? [];
}

/** A price bound from free text ('1,500' is 1500); bad or blank text is no bound. */
export function priceBound(text: string | undefined): number | undefined {
  return valueOf(checkPriceBound('price', text));
}

const searchText = (text: string | undefined) => (text === undefined ? undefined : valueOf(checkSearch(text)));

/** Sorted, distinct ids; empty lists dropped; price bounds in order (swapped when reversed). */
export function normalFilter(filter: ShopFilter): ShopFilter {
  const out: ShopFilter = {};
  for (const name of FILTER_LISTS) {
    const ids = [...new Set(filter[name] ?? [])].sort((a, b) => a - b);
    if (ids.length) out[name] = ids;
  }
  const { minPrice, maxPrice } = filter;
  const reversed = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  const [min, max] = reversed ? [maxPrice, minPrice] : [minPrice, maxPrice];
  if (min !== undefined) out.minPrice = min;
  if (max !== undefined) out.maxPrice = max;
  return out;
}

function stateOf(category: string | undefined, search: string | undefined, filter: ShopFilter, sort?: ListingSort): ShopState {
  const kept = keptSort(sort, search);
  return {
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
    filter: normalFilter(filter),
    ...(kept ? { sort: kept } : {}),
  };
}

/**
 * A shop URL's query (`category`, `search`, `size`, `categories`, `colors`, `sizes`, `styles`, `minPrice`,
 * `maxPrice`, `sort`) as a listing state. Each bad parameter is ignored on its own; `size={id}` adds to the sizes.
 */
export function parseShopParams(params: Params): ShopState {
  const filter: ShopFilter = {};
  for (const name of FILTER_LISTS) filter[name] = idList(name, param(params, name));
  filter.sizes = [...(filter.sizes ?? []), ...idList('sizes', param(params, 'size'))];
  filter.minPrice = priceBound(param(params, 'minPrice'));
  filter.maxPrice = priceBound(param(params, 'maxPrice'));
  const category = param(params, 'category')?.trim();
  const sort = param(params, 'sort');
  return stateOf(
    category && isSlug(category) ? category : undefined,
    searchText(param(params, 'search')),
    filter,
    sort && isListingSort(sort) ? sort : undefined,
  );
}

/** A known collection slug becomes a ticked category (so the filter shows it); an unknown one stays a slug. */
export function withCategorySlug(state: ShopState, categories: CategoryRef[]): ShopState {
  const known = categories.find((c) => c.slug === state.category);
  if (!known) return state;
  return stateOf(
    undefined,
    state.search,
    { ...state.filter, categories: [...(state.filter.categories ?? []), known.id] },
    state.sort,
  );
}

/** The state with one id ticked or unticked in a list. */
export function toggleId(state: ShopState, name: FilterList, id: number): ShopState {
  const ids = state.filter[name] ?? [];
  const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  return stateOf(state.category, state.search, { ...state.filter, [name]: next }, state.sort);
}

/** The state with a price bound set from free text (blank or bad text clears it). */
export function withPrice(state: ShopState, bound: PriceBound, text: string): ShopState {
  return stateOf(state.category, state.search, { ...state.filter, [bound]: priceBound(text) }, state.sort);
}

/** The state with a new search text (blank clears it). */
export function withSearch(state: ShopState, text: string): ShopState {
  return stateOf(state.category, searchText(text), state.filter, state.sort);
}

/** The state in another order. */
export function withSort(state: ShopState, sort: ListingSort): ShopState {
  return stateOf(state.category, state.search, state.filter, sort);
}

/**
 * The address of a state on a collection's page (`category={slug}`, as its links name it) while that collection is
 * the only one ticked; null once it is not (the listing is then no longer that collection's page).
 */
export function collectionState(state: ShopState, collection: CategoryRef): ShopState | null {
  const ticked = state.filter.categories ?? [];
  if (ticked.length !== 1 || ticked[0] !== collection.id) return null;
  return stateOf(collection.slug, state.search, { ...state.filter, categories: [] }, state.sort);
}

/** The state without the collection its address names (`category=`): what is left of it. */
export function withoutCategory(state: ShopState): ShopState {
  return stateOf(undefined, state.search, state.filter, state.sort);
}

/** The state with no filter (nor collection) in force: the search and the order stay. */
export function withoutFilters(state: ShopState): ShopState {
  return stateOf(undefined, state.search, {}, state.sort);
}

/** True when anything narrows the listing. */
export function isNarrowed(state: ShopState): boolean {
  return Boolean(state.category || state.search || Object.keys(state.filter).length);
}

/** The shareable query string of a state ('' when nothing narrows the listing). */
export function shopQueryString(state: ShopState): string {
  const parts: string[] = [];
  if (state.category) parts.push(`category=${encodeURIComponent(state.category)}`);
  if (state.search) parts.push(`search=${encodeURIComponent(state.search)}`);
  for (const name of FILTER_LISTS) {
    const ids = state.filter[name];
    if (ids?.length) parts.push(`${name}=${ids.join(',')}`);
  }
  if (state.filter.minPrice !== undefined) parts.push(`minPrice=${state.filter.minPrice}`);
  if (state.filter.maxPrice !== undefined) parts.push(`maxPrice=${state.filter.maxPrice}`);
  if (state.sort) parts.push(`sort=${state.sort}`);
  return parts.join('&');
}

/** A listing page's address for a state. */
export function shopHref(pathname: string, state: ShopState): string {
  const query = shopQueryString(state);
  return query ? `${pathname}?${query}` : pathname;
}

/** One page of a listing as `GET /api/shop` is asked for it. */
export interface ListingRequest {
  state: ShopState;
  clearance: boolean;
  page: number;
}

/** The `GET /api/shop` query string of a listing page. */
export function listingApiQuery({ state, clearance, page }: ListingRequest): string {
  const params = new URLSearchParams();
  if (Object.keys(state.filter).length) params.set('filter', JSON.stringify(state.filter));
  if (state.category) params.set('category', state.category);
  if (state.search) params.set('search', state.search);
  if (clearance) params.set('clearance', '1');
  if (state.sort) params.set('sort', state.sort);
  params.set('page', String(page));
  return params.toString();
}
