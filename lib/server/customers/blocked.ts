import 'server-only';
import { assertCan } from '../roles';
import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { displayPhone, localPhone } from '../../phone';
import type { BlockedPhone } from '../../types/customer-desk';
import type { StaffMember } from '../../types/staff';
import type { BlockPhone } from '../../validation/customer-desk';
import type { Db } from '../db';
import { blockedPhones, history, staff } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';

/** Why a blocked number's new order waits on Hold, as its history says. */
export const BLOCKED_HOLD_REASON = 'Blocked number: call first';

/** The most blocked phones the desk lists. */
const BLOCKED_LIST_MAX = 200;

const blockedFields = {
  phone: blockedPhones.phone,
  reason: blockedPhones.reason,
  staff: staff.name,
  createdAt: blockedPhones.createdAt,
};

const blockedView = ({ createdAt, ...row }: { phone: string; reason: string; staff: string; createdAt: Date }): BlockedPhone => ({
  ...row,
  created_at: createdAt.toISOString(),
});

/** These phones (written any way) in the stored form (11 local digits), once each; what is no mobile number is left out. */
const localPhones = (phones: (string | null | undefined)[]) => [
  ...new Set(phones.map(localPhone).filter((phone) => phone !== null)),
];

/** Those of these phones (written any way) that are blocked, newest block first. */
export async function blockedAmong(db: Db, phones: (string | null | undefined)[]): Promise<BlockedPhone[]> {
  const local = localPhones(phones);
  if (!local.length) return [];
  const rows = await db
    .select(blockedFields)
    .from(blockedPhones)
    .innerJoin(staff, eq(staff.id, blockedPhones.staffId))
    .where(inArray(blockedPhones.phone, local))
    .orderBy(desc(blockedPhones.createdAt), desc(blockedPhones.id));
  return rows.map(blockedView);
}

/**
 * The block on any of an order's phones (its customer's, its receiver's), or null: the one check a new order goes
 * through, in its own transaction.
 */
export async function blockedPhone(db: Db, phones: (string | null | undefined)[]): Promise<BlockedPhone | null> {
  return (await blockedAmong(db, phones))[0] ?? null;
}

/** Whether one of these phones was blocked once and released since (the history keeps each release). */
export async function releasedPhone(db: Db, phones: (string | null | undefined)[]): Promise<boolean> {
  const local = localPhones(phones);
  if (!local.length) return false;
  const released = await db.$count(
    history,
    and(eq(history.subject, 'phone'), eq(history.action, 'unblocked'), inArray(sql`${history.after}->>'phone'`, local)),
  );
  return released > 0;
}

/** Whether any of these stored phone columns (11 local digits) is blocked, as a column of a query: the desk's flag. */
export const phoneBlocked = (...phones: SQLWrapper[]) =>
  sql<boolean>`exists (select 1 from ${blockedPhones} where ${blockedPhones.phone} in (${sql.join(phones, sql`, `)}))`;

/** Every blocked phone, newest first. */
export async function listBlockedPhones(db: Db): Promise<BlockedPhone[]> {
  const rows = await db
    .select(blockedFields)
    .from(blockedPhones)
    .innerJoin(staff, eq(staff.id, blockedPhones.staffId))
    .orderBy(desc(blockedPhones.createdAt), desc(blockedPhones.id))
    .limit(BLOCKED_LIST_MAX);
  return rows.map(blockedView);
}

/** Blocks a phone, with why: its next orders wait on Hold. Recorded in the history. */
export async function blockPhone(db: Db, actor: StaffMember, { phone, reason }: BlockPhone): Promise<void> {
  assertCan(actor, 'orders');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blockedPhones)
      .values({ phone, reason, staffId: actor.id })
      .onConflictDoNothing()
      .returning({ id: blockedPhones.id });
    if (!row) throw new DomainError('conflict', `${displayPhone(phone)} is already blocked`, 'phone');
    await record(tx, { staffId: actor.id, subject: 'phone', subjectId: row.id, action: 'blocked', after: { phone, reason } });
  });
}

/** Unblocks a phone: its next orders are Pending again. Recorded in the history with the reason it had. */
export async function unblockPhone(db: Db, actor: StaffMember, phone: string): Promise<void> {
  assertCan(actor, 'orders');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning();
    if (!row) throw new DomainError('not-found', `${displayPhone(phone)} is not blocked`, 'phone');
    await record(tx, {
      staffId: actor.id,
      subject: 'phone',
      subjectId: row.id,
      action: 'unblocked',
      before: { phone, reason: row.reason },
      after: { phone },
    });
  });
}
