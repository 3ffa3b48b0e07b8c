import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { REVIEW_STATUSES, type ReviewStatus } from '../../reviews';
import type { Page } from '../../types/catalog';
import type { DeskReview } from '../../types/review';
import type { StaffMember } from '../../types/staff';
import type { ReviewAction } from '../../validation/reviews';
import { everyPageChanged, productsChanged } from '../changes';
import type { Db } from '../db';
import { pageOf } from '../db/pagination';
import { orderItems, orders, products, reviews, storeSettings, users } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { assertCan } from '../roles';
import { mineFields } from './shop';

/** The desk shows this many reviews a page. */
const DESK_PAGE_SIZE = 20;

const deskFields = { ...mineFields, customer: users.name, order_no: orders.orderNo };

/** The reviews in one state, newest first, to read and act on (Content). */
export async function listDeskReviews(db: Db, actor: StaffMember, status: ReviewStatus, page: number): Promise<Page<DeskReview>> {
  assertCan(actor, 'content');
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.status, status));
  const data = await db
    .select(deskFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(DESK_PAGE_SIZE)
    .offset((page - 1) * DESK_PAGE_SIZE);
  return pageOf(data, { page, perPage: DESK_PAGE_SIZE, total });
}

const ACTED = { approve: 'Review approved', hide: 'Review hidden', reply: 'Reply saved' } as const;

/**
 * The owner approves a review (it shows on the shop), hides it, or replies (an empty reply takes it away). The
 * product's page, and for a change of what shows its cards, show it at once.
 */
export async function actOnReview(db: Db, actor: StaffMember, id: number, action: ReviewAction): Promise<string> {
  assertCan(actor, 'content');
  const [found] = await db
    .select({ review: reviews, slug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  if (!found) throw new DomainError('not-found', 'No review has that id');
  const { review, slug } = found;
  const change =
    action.action === 'reply' ? { reply: action.reply || null } : { status: action.action === 'approve' ? 'approved' : 'hidden' };
  const describe = (r: { status: string; reply: string | null }) => ({
    [`Review ${id}`]: REVIEW_STATUSES[r.status as ReviewStatus],
    [`Reply to review ${id}`]: r.reply,
  });
  await db.transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(reviews.id, id));
    await record(tx, {
      staffId: actor.id,
      subject: 'product',
      subjectId: review.productId,
      action: 'edited',
      before: describe(review),
      after: describe({ ...review, ...change }),
    });
  });
  await productsChanged(db, [slug], { listings: action.action !== 'reply' });
  return ACTED[action.action];
}

/** The owner turns reviews on or off: every page's cards and product pages follow at once. */
export async function setReviewsOn(db: Db, actor: StaffMember, on: boolean): Promise<void> {
  assertCan(actor, 'content');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ on: storeSettings.reviewsOn }).from(storeSettings).limit(1);
    await tx.update(storeSettings).set({ reviewsOn: on, updatedAt: new Date() });
    await record(tx, {
      staffId: actor.id,
      subject: 'settings',
      subjectId: 1,
      action: 'edited',
      before: { Reviews: before?.on ? 'On' : 'Off' },
      after: { Reviews: on ? 'On' : 'Off' },
    });
  });
  await everyPageChanged(db);
}
