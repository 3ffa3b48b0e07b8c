/** The catalogue's limits, apart from their schemas so that a form can read them without loading zod. */

/** Products per listing page: the server's choice (divides evenly into rows of 2, 3 and 4 cards). */
export const SHOP_PAGE_SIZE = 12;
/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 100;
/** Most bestsellers one call may ask for. */
export const BESTSELLER_MAX = 50;
