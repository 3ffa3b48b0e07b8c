import type { Fit, ReviewStatus, ReviewSummary } from '../reviews';
import type { Page } from './catalog';

/** A published review as the product page and GET /api/shop/reviews show it (her first name only). */
export interface ReviewView {
  id: number;
  author: string;
  stars: number;
  fit: Fit;
  size: string | null;
  body: string;
  photos: string[];
  reply: string | null;
  created_at: string;
}

/** A page of a product's published reviews, with its figures. */
export type ReviewPage = Page<ReviewView> & { summary: ReviewSummary };

/** A line of her delivered orders she may still review. */
export interface ReviewableLine {
  order_item_id: number;
  order_no: string;
  product_id: number;
  slug: string;
  title_en: string;
  image: string;
  size: string | null;
}

/** One of her reviews, as My Reviews lists it. */
interface MyReview extends ReviewView {
  status: ReviewStatus;
  slug: string;
  title_en: string;
}

/** What GET /api/shop/reviews/mine answers: her reviews and what she may still review. */
export interface MyReviews {
  reviews: MyReview[];
  reviewable: ReviewableLine[];
}

/** A review as the desk lists it. */
export interface DeskReview extends MyReview {
  customer: string;
  order_no: string;
}
