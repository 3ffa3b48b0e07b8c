import 'server-only';
import { GATEWAY_LABELS, isGateway } from '../payment-plan';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '../types/catalog';
import type { HistoryEntry, HistorySubject } from '../types/history';
import type { StaffMember } from '../types/staff';
import { assertCan } from './roles';
import { courierTitle } from '../couriers';
import type { Db } from './db';
import { pageNamed } from '../validation/content-forms';
import { blogPosts, categories, coupons, history, orders, products, staff, users } from './db/schema';
import { pageOf } from './db/pagination';
import { displayPhone } from '../phone';

/**
 * Who made a change: a staff member, a customer herself (the shopper who cancels her own order), or a courier (its
 * parcel's status, read back, moved the order: 'steadfast', 'pathao').
 */
export type Author =
  | { staffId: number; customerId?: never; courier?: never }
  | { customerId: number; staffId?: never; courier?: never }
  | { courier: string; staffId?: never; customerId?: never };

/** Writes one change by a staff member or a customer (in the transaction of the change itself). */
export async function record(
  db: Db,
  entry: Author & {
    subject: HistorySubject;
    subjectId: number;
    action: string;
    before?: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(history).values({ ...entry, before: entry.before ?? null });
}

/** What an edit changed between two descriptions of a thing: the fields that differ, before and after. */
export function changeOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

const HISTORY_PAGE_SIZE = 50;

/** The account a staff change was made to (the author is `staff`). */
const changedStaff = alias(staff, 'changed_staff');

/** The customer a note or merge was made on (the author, when a customer, is `users`). */
const changedCustomer = alias(users, 'changed_customer');

/** Changes newest first: of one subject (an order's), or all of them (the owner's list). */
export async function listHistory(
  db: Db,
  { subject, subjectId, page = 1 }: { subject?: HistorySubject; subjectId?: number; page?: number },
): Promise<Page<HistoryEntry>> {
  const where: SQL | undefined = subject
    ? and(eq(history.subject, subject), subjectId === undefined ? undefined : eq(history.subjectId, subjectId))
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        entry: history,
        staff: staff.name,
        customer: users.name,
        orderNo: orders.orderNo,
        staffEmail: changedStaff.email,
        productTitle: products.titleEn,
        couponCode: coupons.code,
        collectionTitle: categories.titleEn,
        postTitle: blogPosts.titleEn,
        customerName: changedCustomer.name,
      })
      .from(history)
      .leftJoin(staff, eq(staff.id, history.staffId))
      .leftJoin(users, eq(users.id, history.customerId))
      .leftJoin(orders, and(sql`${history.subject} = 'order'`, eq(orders.id, history.subjectId)))
      .leftJoin(changedStaff, and(sql`${history.subject} = 'staff'`, eq(changedStaff.id, history.subjectId)))
      .leftJoin(products, and(sql`${history.subject} = 'product'`, eq(products.id, history.subjectId)))
      .leftJoin(coupons, and(sql`${history.subject} = 'coupon'`, eq(coupons.id, history.subjectId)))
      .leftJoin(categories, and(sql`${history.subject} = 'collection'`, eq(categories.id, history.subjectId)))
      .leftJoin(blogPosts, and(sql`${history.subject} = 'post'`, eq(blogPosts.id, history.subjectId)))
      .leftJoin(changedCustomer, and(sql`${history.subject} = 'customer'`, eq(changedCustomer.id, history.subjectId)))
      .where(where)
      .orderBy(desc(history.createdAt), desc(history.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE),
    db.$count(history, where),
  ]);
  const data = rows.map(({ entry, staff: name, customer, orderNo, staffEmail, productTitle, couponCode, ...content }) => ({
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    staff: name,
    customer,
    // A courier's or a payment gateway's read back.
    courier: entry.courier && (isGateway(entry.courier) ? GATEWAY_LABELS[entry.courier] : courierTitle(entry.courier)),
    subject: entry.subject as HistorySubject,
    subject_id: entry.subjectId,
    subject_name:
      orderNo ??
      staffEmail ??
      productTitle ??
      couponCode ??
      content.collectionTitle ??
      content.postTitle ??
      content.customerName ??
      (entry.subject === 'phone' ? displayPhone(String(entry.after.phone)) : null) ??
      (entry.subject === 'settings' ? 'Store settings' : null) ??
      (entry.subject === 'attribute' ? String(entry.after.title ?? entry.after.order) : null) ??
      (entry.subject === 'page' ? `${pageNamed(entry.subjectId)} page` : String(entry.subjectId)),
    action: entry.action,
    before: entry.before,
    after: entry.after,
  }));
  return pageOf(data, { page, perPage: HISTORY_PAGE_SIZE, total });
}

/** Every change in the back office, newest first: the owner's list. */
export async function ownerHistory(db: Db, actor: StaffMember, page: number): Promise<Page<HistoryEntry>> {
  assertCan(actor, 'settings');
  return listHistory(db, { page });
}
