import 'server-only';
import { assertCan } from '../roles';
import { can } from '../../desk/permissions';
import { count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CANCELED_STATUSES, DELIVERED_STATUSES, ORDER_STATUS, type OrderStatus } from '../../order-status';
import { localPhone, phoneSearchDigits } from '../../phone';
import type { Page } from '../../types/catalog';
import type { CustomerDetail, CustomerOrder, CustomerRow } from '../../types/customer-desk';
import type { StaffMember } from '../../types/staff';
import type { CustomerDeskQuery } from '../../validation/customer-desk';
import type { Db } from '../db';
import { blockedPhones, orderAddresses, orders, users } from '../db/schema';
import { containing } from '../db/like-pattern';
import { pageOf } from '../db/pagination';
import { DomainError } from '../errors';
import { listHistory, record } from '../history';
import { blockedAmong } from './blocked';

/** Customers, and one customer's orders, per page. */
const CUSTOMER_PAGE_SIZE = 25;

/** Her orders: the condition on `orders` of a subquery beside a customer (`users`). */
const hers = sql`${orders.userId} = ${users.id}`;

/** The contact phones of her orders, as a subquery beside a customer. */
const herOrderPhones = sql`select ${orderAddresses.contact} from ${orderAddresses} join ${orders} on ${orders.id} = ${orderAddresses.orderId} where ${hers}`;

/** Her proved phone in its 11 local digits (it is kept in E.164), as a column beside a customer. */
const provedLocal = sql`('0' || substr(${users.phone}, 5))`;

/**
 * What a customer spent, over her orders: the cash recorded as collected at her deliveries (a Partial Delivered order
 * counts what was kept, not its whole total).
 */
export const spentOfOrders = sql<number>`coalesce(sum(${orders.collected}) filter (where ${inArray(orders.status, DELIVERED_STATUSES)}), 0)::int`;

/**
 * What a search means: a phone (its last ten digits, however written: lib/phone.ts), found in her account's numbers
 * or the contact of any of her orders; else a piece of her name or e-mail address.
 */
function searchCondition(q: string): SQL | undefined {
  const digits = phoneSearchDigits(q);
  if (digits) {
    const phone = containing(digits);
    return or(
      sql`${users.contact} like ${phone}`,
      sql`${users.phone} like ${phone}`,
      sql`exists (${herOrderPhones} and ${orderAddresses.contact} like ${phone})`,
    );
  }
  const text = containing(q.toLowerCase());
  return or(sql`lower(${users.name}) like ${text}`, sql`lower(${users.email}) like ${text}`);
}

/** The customers, newest first, by phone, name or e-mail: each with her orders, deliveries, last order and block. */
export async function listCustomers(db: Db, { q, page }: CustomerDeskQuery): Promise<Page<CustomerRow>> {
  const where = q ? searchCondition(q) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: sql<
          string | null
        >`coalesce(${users.phone}, ${users.contact}, (${herOrderPhones} order by ${orders.createdAt} desc limit 1))`,
        orders: sql<number>`(select count(*)::int from ${orders} where ${hers})`,
        delivered: sql<number>`(select count(*)::int from ${orders} where ${hers} and ${inArray(orders.status, DELIVERED_STATUSES)})`,
        last_order_at: sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${hers})`.mapWith(orders.createdAt),
        blocked: sql<boolean>`exists (select 1 from ${blockedPhones} where ${blockedPhones.phone} = ${users.contact} or ${blockedPhones.phone} = ${provedLocal} or ${blockedPhones.phone} in (${herOrderPhones}))`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((page - 1) * CUSTOMER_PAGE_SIZE),
    db.$count(users, where),
  ]);
  const data = rows.map((row) => ({ ...row, last_order_at: row.last_order_at?.toISOString() ?? null }));
  return pageOf(data, { page, perPage: CUSTOMER_PAGE_SIZE, total });
}

async function findCustomer(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new DomainError('not-found', 'No customer has this number');
  return user;
}

/**
 * One customer: her account; her orders (a page, newest first); how many were delivered, returned (refused at the
 * door or brought back) and cancelled; the cash collected of her deliveries; her phones and their blocks; the staff
 * notes and merges on her account.
 */
export async function getCustomer(db: Db, actor: StaffMember, id: number, page = 1): Promise<CustomerDetail> {
  assertCan(actor, 'customers');
  const user = await findCustomer(db, id);
  const mine = eq(orders.userId, id);
  const counted = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [[tally], orderRows, orderPhones, history] = await Promise.all([
    db
      .select({
        orders: count(),
        delivered: counted(inArray(orders.status, DELIVERED_STATUSES)),
        returned: counted(eq(orders.status, ORDER_STATUS.returned)),
        cancelled: counted(inArray(orders.status, CANCELED_STATUSES)),
        spent: spentOfOrders,
        last: sql<Date | null>`max(${orders.createdAt})`.mapWith(orders.createdAt),
      })
      .from(orders)
      .where(mine),
    db
      .select({ order_no: orders.orderNo, created_at: orders.createdAt, status: orders.status, total: orders.total })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((page - 1) * CUSTOMER_PAGE_SIZE),
    db
      .select({ contact: orderAddresses.contact })
      .from(orderAddresses)
      .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
      .where(mine)
      .groupBy(orderAddresses.contact)
      .orderBy(sql`max(${orders.createdAt}) desc`),
    listHistory(db, { subject: 'customer', subjectId: id }),
  ]);
  const phones = [
    ...new Set(
      [user.phone, user.contact, ...orderPhones.map((row) => row.contact)].map(localPhone).filter((phone) => phone !== null),
    ),
  ];
  const data = orderRows.map((row): CustomerOrder => ({
    ...row,
    created_at: row.created_at.toISOString(),
    status: row.status as OrderStatus,
  }));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    verified_phone: user.phone,
    contact: user.contact,
    phones,
    created_at: user.createdAt.toISOString(),
    has_password: user.passwordHash !== null,
    counts: { orders: tally.orders, delivered: tally.delivered, returned: tally.returned, cancelled: tally.cancelled },
    spent: can(actor, 'revenue') ? tally.spent : null,
    last_order_at: tally.last?.toISOString() ?? null,
    orders: pageOf(data, { page, perPage: CUSTOMER_PAGE_SIZE, total: tally.orders }),
    blocked: await blockedAmong(db, phones),
    history: history.data,
  };
}

/** Adds a staff note to a customer's account (never shown to her), signed and dated in the history. */
export async function addCustomerNote(db: Db, actor: StaffMember, id: number, note: string): Promise<void> {
  assertCan(actor, 'customers');
  await findCustomer(db, id);
  await record(db, { staffId: actor.id, subject: 'customer', subjectId: id, action: 'note', after: { note } });
}

/** The accounts a search finds that could be merged into this customer's: the list's first page, herself left out. */
export async function mergeCandidates(db: Db, id: number, q: string): Promise<CustomerRow[]> {
  const { data } = await listCustomers(db, { q, page: 1 });
  return data.filter((row) => row.id !== id);
}
