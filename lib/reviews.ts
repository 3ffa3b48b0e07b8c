/** Reviews with fit: the rules the product page, the review form, My Reviews, the desk and the server share. */

/** How a piece fits, as a review says it: the stored code and the words shown. */
export const FITS = { small: 'Runs small', true: 'True to size', large: 'Runs large' } as const;
export type Fit = keyof typeof FITS;

/** What the owner does with a review: shown once approved, kept off the shop when hidden. */
export const REVIEW_STATUSES = { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' } as const;
export type ReviewStatus = keyof typeof REVIEW_STATUSES;

/** The product page shows this many reviews, then a page more each time she asks. */
export const REVIEWS_PAGE_SIZE = 5;
/** A review carries at most this many photos. */
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_BODY_MAX = 2_000;
export const REVIEW_REPLY_MAX = 1_000;

/** A product's published reviews in figures: the average of their stars, how many, and how many say each fit. */
export interface ReviewSummary {
  average: number;
  count: number;
  fits: Record<Fit, number>;
}

/** "Most say: true to size": the fit most reviews name (the first of a tie, in FITS' order); none without reviews. */
export function fitSummary(fits: Record<Fit, number>): string | null {
  let most: Fit | null = null;
  for (const fit of Object.keys(FITS) as Fit[]) if (fits[fit] > 0 && (most === null || fits[fit] > fits[most])) most = fit;
  return most && `Most say: ${FITS[most].toLowerCase()}`;
}

/** An average as the page says it, to one decimal: "4.5". */
export const formatStars = (average: number) => average.toFixed(1);

/** What the shop says to a reviewer: the server's refusals and the form's own words. */
export const REVIEW_MESSAGES = {
  off: 'Reviews are turned off',
  notYours: 'Only a customer with a delivered order of this product can review it',
  reviewed: 'This order line already has a review',
  photo: 'A photo must be one you uploaded for your review',
  sent: 'Thank you! Your review shows once the shop has read it.',
} as const;
