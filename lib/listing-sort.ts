/**
 * The orders a listing can be sorted in, named in its address (`sort=`) and in `GET /api/shop`. Without one a
 * search is in order of relevance and any other listing newest first (the spec's order).
 */
export const SORT_LABELS = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price low to high',
  'price-desc': 'Price high to low',
  'best-selling': 'Best selling',
} as const;

export type ListingSort = keyof typeof SORT_LABELS;

export const LISTING_SORTS = Object.keys(SORT_LABELS) as ListingSort[];

export const isListingSort = (text: string): text is ListingSort => Object.hasOwn(SORT_LABELS, text);

/** The order of a listing that names none. */
export const defaultSort = (search: string | undefined): ListingSort => (search ? 'relevance' : 'newest');

/** The orders a listing offers: relevance only to a search. */
export const sortsFor = (search: string | undefined): ListingSort[] =>
  LISTING_SORTS.filter((sort) => sort !== 'relevance' || Boolean(search));

/** A listing's sort as its address keeps it: none when it is the default or does not apply (one page, one address). */
export function keptSort(sort: ListingSort | undefined, search: string | undefined): ListingSort | undefined {
  return sort && sort !== defaultSort(search) && sortsFor(search).includes(sort) ? sort : undefined;
}
