import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { CardRating } from '../../types/catalog';
import { reviews, storeSettings } from '../db/schema';

/** Whether the shop shows reviews at all (the store setting), inside a query. */
const reviewsTurnedOn = sql`coalesce((select ${storeSettings.reviewsOn} from ${storeSettings} limit 1), false)`;

/** The one rule for what the shop shows: an approved review while reviews are on. */
export const publishedReview = sql`${reviews.status} = 'approved' and ${reviewsTurnedOn}`;

/**
 * A product's stars as its card shows them, `{ average, count }` (null without a published review), for the
 * product `productId` names in the outer query.
 */
export const cardRatingOf = (productId: SQL) =>
  sql<CardRating | null>`(select json_build_object('average', round(avg(r.stars)::numeric, 1),
    'count', count(*)) from ${reviews} r where r.product_id = ${productId} and r.status = 'approved'
    and ${reviewsTurnedOn} having count(*) > 0)`;
