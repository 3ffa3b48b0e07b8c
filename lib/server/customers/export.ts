import 'server-only';
import { count, desc, eq, inArray, lt, max, min } from 'drizzle-orm';
import { dhakaMinute } from '../../dhaka-day';
import { localPhone } from '../../phone';
import type { StaffMember } from '../../types/staff';
import type { Db } from '../db';
import { orderAddresses, orders, users } from '../db/schema';
import { assertOwner } from '../roles';
import { asText, CSV_BOM, csvLine } from '../csv';
import { spentOfOrders } from './desk';

/** Customers read per query: the export holds this many at a time, however many it writes. */
const BATCH = 500;

const HEADER = [
  'Customer number',
  'Name',
  'Phone',
  'Other phones',
  'Email',
  'District',
  'Address',
  'Orders',
  'Total spent',
  'First order',
  'Last order',
  'Customer since',
];

/** What her orders say of a batch of customers: counts and cash, her latest address and every contact phone. */
async function ordersOf(db: Db, ids: number[]) {
  const theirs = inArray(orders.userId, ids);
  const [tallies, addresses, phones] = await Promise.all([
    db
      .select({
        userId: orders.userId,
        orders: count(),
        spent: spentOfOrders,
        first: min(orders.createdAt),
        last: max(orders.createdAt),
      })
      .from(orders)
      .where(theirs)
      .groupBy(orders.userId),
    db
      .selectDistinctOn([orders.userId], {
        userId: orders.userId,
        district: orderAddresses.district,
        address: orderAddresses.address,
      })
      .from(orders)
      .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(theirs)
      .orderBy(orders.userId, desc(orders.createdAt), desc(orders.id)),
    db
      .selectDistinct({ userId: orders.userId, contact: orderAddresses.contact })
      .from(orders)
      .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(theirs),
  ]);
  const phonesOf = new Map<number, string[]>();
  for (const { userId, contact } of phones) phonesOf.set(userId, [...(phonesOf.get(userId) ?? []), contact]);
  return {
    tally: new Map(tallies.map((row) => [row.userId, row])),
    address: new Map(addresses.map((row) => [row.userId, row])),
    phonesOf,
  };
}

async function* customerRows(db: Db): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(HEADER)}`;
  let after: number | null = null;
  for (;;) {
    const batch = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        contact: users.contact,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(after === null ? undefined : lt(users.id, after))
      .orderBy(desc(users.id))
      .limit(BATCH);
    if (!batch.length) return;
    const { tally, address, phonesOf } = await ordersOf(
      db,
      batch.map((user) => user.id),
    );
    yield batch
      .map((user) => {
        // Her proved number first, else the one on her account, else her orders'; the rest as one cell.
        const phones = [
          ...new Set([user.phone, user.contact, ...(phonesOf.get(user.id) ?? [])].map((phone) => localPhone(phone) ?? phone)),
        ].filter((phone) => phone !== null);
        const orderTally = tally.get(user.id);
        return csvLine([
          user.id,
          user.name,
          asText(phones[0]),
          asText(phones.slice(1).join(', ')),
          user.email,
          address.get(user.id)?.district,
          address.get(user.id)?.address,
          orderTally?.orders ?? 0,
          orderTally?.spent ?? 0,
          orderTally?.first && dhakaMinute(orderTally.first),
          orderTally?.last && dhakaMinute(orderTally.last),
          dhakaMinute(user.createdAt),
        ]);
      })
      .join('');
    after = batch[batch.length - 1].id;
  }
}

/**
 * Every customer account as CSV, newest first, for the owner only (it holds every phone and address): her phones as
 * text, e-mail, latest address, orders, the cash she paid and her first and last order in Dhaka time; written batch
 * by batch (keyset on id), so that any number of customers goes out in the memory of one batch.
 */
export function exportCustomers(db: Db, member: StaffMember): AsyncGenerator<string> {
  assertOwner(member);
  return customerRows(db);
}
