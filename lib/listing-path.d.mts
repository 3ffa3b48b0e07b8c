/** Types of listing-path.mjs. */
export declare const LISTING_PARAMS: readonly string[];
export declare const UNFILTERED: string;
export declare function listingRenderUrl(pathname: string, search: string): string | null;
