import { UNFILTERED } from './listing-path.mjs';
import { parseShopParams, type ShopState } from './shop-url';

/** The two listings (route table): the whole shop and the clearance set. */
export const LISTINGS = {
  shop: {
    path: '/shop',
    title: 'all products',
    /** its name in a collection's breadcrumb */
    crumb: 'Shop',
    clearance: false,
    description:
      'Bras, briefs, bodysuits, nightwear and shapewear in sizes XS to 3XL: filter by collection, colour, size and price.',
  },
  'clearance-sale': {
    path: '/clearance-sale',
    title: 'Clearance Sale',
    crumb: 'Clearance Sale',
    clearance: true,
    description: 'Last sizes and colours of loved styles at clearance prices, while they last.',
  },
} as const;

export type ListingName = keyof typeof LISTINGS;

export const isListingName = (name: string): name is ListingName => Object.hasOwn(LISTINGS, name);

/** The state a query segment of lib/listing-path.mjs stands for (the segment as it is in the address). */
export function listingState(segment: string): ShopState {
  const query = decodeURIComponent(segment);
  return parseShopParams(new URLSearchParams(query === UNFILTERED ? '' : query));
}
