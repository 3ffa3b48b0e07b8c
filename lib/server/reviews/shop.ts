import 'server-only';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../order-status';
import { REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, type Fit, type ReviewStatus } from '../../reviews';
import type { MyReviews, ReviewableLine, ReviewPage, ReviewView } from '../../types/review';
import type { SessionUser } from '../../types/user';
import type { ReviewDraft } from '../../validation/reviews';
import type { Db } from '../db';
import { pageOf } from '../db/pagination';
import { media, orderItems, orders, products, reviews, users } from '../db/schema';
import { DomainError } from '../errors';
import { preparePicture } from '../media';
import { getStoreSettings } from '../settings';
import { publishedReview } from './published';

/** Her first name: what the shop shows of a reviewer. */
const firstName = sql<string>`split_part(trim(${users.name}), ' ', 1)`;

/** A review as the shop shows it. */
const viewFields = {
  id: reviews.id,
  author: firstName,
  stars: reviews.stars,
  fit: sql<Fit>`${reviews.fit}`,
  size: reviews.size,
  body: reviews.body,
  photos: reviews.photos,
  reply: reviews.reply,
  created_at: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/** A review as its author and the owner see it: with its state and its product. */
export const mineFields = {
  ...viewFields,
  status: sql<ReviewStatus>`${reviews.status}`,
  slug: products.slug,
  title_en: products.titleEn,
};

/** Whether the shop takes and shows reviews (the store setting). */
export async function reviewsOn(db: Db): Promise<boolean> {
  return (await getStoreSettings(db)).reviewsOn;
}

/** A page of a product's published reviews, newest first, with the figures of all of them. */
export async function getReviewPage(db: Db, productId: number, page: number): Promise<ReviewPage> {
  const shown = and(eq(reviews.productId, productId), publishedReview);
  const [figures] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(round(avg(${reviews.stars})::numeric, 1), 0)::float8`,
      small: sql<number>`(count(*) filter (where ${reviews.fit} = 'small'))::int`,
      true: sql<number>`(count(*) filter (where ${reviews.fit} = 'true'))::int`,
      large: sql<number>`(count(*) filter (where ${reviews.fit} = 'large'))::int`,
    })
    .from(reviews)
    .where(shown);
  const data: ReviewView[] = figures.count
    ? await db
        .select(viewFields)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(shown)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE)
    : [];
  const { count, average, ...fits } = figures;
  return { ...pageOf(data, { page, perPage: REVIEWS_PAGE_SIZE, total: count }), summary: { count, average, fits } };
}

/** A line counts as bought once its order was delivered, or delivered in part with pieces of it kept. */
const delivered = or(
  eq(orders.status, ORDER_STATUS.delivered),
  and(eq(orders.status, ORDER_STATUS.partialDelivered), sql`coalesce(${orderItems.kept}, 0) > 0`),
);

/** The lines of her delivered orders of published products that have no review yet (of one product, or all). */
async function reviewableLines(db: Db, userId: number, productId?: number): Promise<ReviewableLine[]> {
  return db
    .select({
      order_item_id: orderItems.id,
      order_no: orders.orderNo,
      product_id: products.id,
      slug: products.slug,
      title_en: products.titleEn,
      image: products.image,
      size: sql<string | null>`${orderItems.attributePick} -> 'size' ->> 'title'`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(
      and(
        eq(orders.userId, userId),
        delivered,
        eq(products.active, true),
        isNull(reviews.id),
        productId === undefined ? undefined : eq(products.id, productId),
      ),
    )
    .orderBy(desc(orders.createdAt), asc(orderItems.id));
}

async function assertOn(db: Db): Promise<void> {
  if (!(await reviewsOn(db))) throw new DomainError('forbidden', REVIEW_MESSAGES.off);
}

/** Her reviews, newest first, whatever the owner did with them, and the lines she may still review. */
export async function myReviews(db: Db, user: SessionUser, productId?: number): Promise<MyReviews> {
  await assertOn(db);
  const mine = await db
    .select(mineFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.userId, user.id), productId === undefined ? undefined : eq(reviews.productId, productId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return {
    reviews: mine.map((r) => ({ ...r, status: r.status as MyReviews['reviews'][number]['status'] })),
    reviewable: await reviewableLines(db, user.id, productId),
  };
}

/** The prefix of the pictures she uploads for her reviews: a review may carry only her own. */
const photoPrefix = (userId: number) => `review-${userId}`;

/**
 * Stores a photo for her next review, by the back office's photo rules (judged by its bytes, kept without its
 * metadata). Only a customer who may review something uploads.
 */
export async function uploadReviewPhoto(db: Db, user: SessionUser, bytes: Buffer): Promise<{ file: string }> {
  await assertOn(db);
  if (!(await reviewableLines(db, user.id)).length) throw new DomainError('forbidden', REVIEW_MESSAGES.notYours);
  const photo = await preparePicture(bytes, photoPrefix(user.id));
  await db.insert(media).values(photo.rows);
  return { file: photo.file };
}

/** Her review of one line of a delivered order: waiting for the owner until approved. */
export async function submitReview(db: Db, user: SessionUser, draft: ReviewDraft): Promise<{ id: number }> {
  await assertOn(db);
  const line = (await reviewableLines(db, user.id)).find((l) => l.order_item_id === draft.order_item_id);
  if (!line) {
    const [taken] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderItemId, draft.order_item_id));
    if (taken) throw new DomainError('conflict', REVIEW_MESSAGES.reviewed, 'order_item_id');
    throw new DomainError('forbidden', REVIEW_MESSAGES.notYours, 'order_item_id');
  }
  const photos = [...new Set(draft.photos)];
  if (photos.some((file) => !file.startsWith(`${photoPrefix(user.id)}-`)))
    throw new DomainError('invalid', REVIEW_MESSAGES.photo, 'photos');
  if (photos.length) {
    const stored = await db.select({ file: media.file }).from(media).where(inArray(media.file, photos));
    if (stored.length !== photos.length) throw new DomainError('invalid', REVIEW_MESSAGES.photo, 'photos');
  }
  const [row] = await db
    .insert(reviews)
    .values({
      orderItemId: line.order_item_id,
      productId: line.product_id,
      userId: user.id,
      stars: draft.stars,
      fit: draft.fit,
      size: line.size,
      body: draft.body,
      photos,
    })
    // Two sends of one form at once: the second finds the line reviewed.
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning({ id: reviews.id });
  if (!row) throw new DomainError('conflict', REVIEW_MESSAGES.reviewed, 'order_item_id');
  return row;
}
