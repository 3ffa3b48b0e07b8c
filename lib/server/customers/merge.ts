import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { StaffMember } from '../../types/staff';
import type { Db } from '../db';
import { history, orders, passwordResets, sessions, users } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { assertOwner } from '../roles';

/** What the merge tells the owner it did. */
export interface Merged {
  orders: number;
}

/** What the kept account gained, as the history says it. */
const GAINED_WORDS: Record<string, string> = {
  email: 'e-mail',
  phone: 'proved phone',
  contact: 'contact',
  passwordHash: 'password',
};

/**
 * The owner merges another account of the same person (an e-mail account and a phone account, say) into this one,
 * in one transaction: everything that names the other account moves here (her orders with their addresses, her
 * sessions, her open e-mail links, the history she made and the notes on her), this one gains what it lacks of the
 * other's e-mail, proved phone, contact and password, and the other is removed. The wishlist and the cart live in
 * the shopper's browser, so a session that moves keeps them. Recorded in the history, with what the other held.
 */
export async function mergeCustomers(db: Db, actor: StaffMember, keptId: number, otherId: number): Promise<Merged> {
  assertOwner(actor);
  if (keptId === otherId) throw new DomainError('unprocessable', 'An account cannot be merged into itself', 'other');
  return db.transaction(async (tx) => {
    // Both accounts are locked, in one order, so that an order placed meanwhile (which locks its customer) waits.
    const both = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [keptId, otherId]))
      .orderBy(users.id)
      .for('update');
    const kept = both.find((user) => user.id === keptId);
    const other = both.find((user) => user.id === otherId);
    if (!kept) throw new DomainError('not-found', 'No customer has this number');
    if (!other) throw new DomainError('not-found', 'The account to merge no longer exists', 'other');

    // One order per key and customer (orders_idempotency_idx): a key both used is dropped from the moving order.
    await tx
      .update(orders)
      .set({ idempotencyKey: null })
      .where(
        and(
          eq(orders.userId, otherId),
          inArray(orders.idempotencyKey, tx.select({ key: orders.idempotencyKey }).from(orders).where(eq(orders.userId, keptId))),
        ),
      );
    const moved = await tx.update(orders).set({ userId: keptId }).where(eq(orders.userId, otherId)).returning({ id: orders.id });
    await tx.update(sessions).set({ userId: keptId }).where(eq(sessions.userId, otherId));
    await tx.update(passwordResets).set({ userId: keptId }).where(eq(passwordResets.userId, otherId));
    await tx.update(history).set({ customerId: keptId }).where(eq(history.customerId, otherId));
    await tx
      .update(history)
      .set({ subjectId: keptId })
      .where(and(eq(history.subject, 'customer'), eq(history.subjectId, otherId)));
    // The other goes first: her e-mail and phone are unique, and may be about to become this account's.
    await tx.delete(users).where(eq(users.id, otherId));
    const gained = {
      ...(!kept.email && other.email && { email: other.email }),
      ...(!kept.phone && other.phone && { phone: other.phone, phoneVerifiedAt: other.phoneVerifiedAt }),
      ...(!kept.contact && other.contact && { contact: other.contact }),
      ...(!kept.passwordHash && other.passwordHash && { passwordHash: other.passwordHash }),
    };
    if (Object.keys(gained).length) await tx.update(users).set(gained).where(eq(users.id, keptId));
    await record(tx, {
      staffId: actor.id,
      subject: 'customer',
      subjectId: keptId,
      action: 'merged',
      before: { account: otherId, name: other.name, email: other.email, phone: other.phone ?? other.contact },
      after: {
        orders: moved.length,
        gained: Object.keys(gained).flatMap((field) => GAINED_WORDS[field] ?? []),
      },
    });
    return { orders: moved.length };
  });
}
