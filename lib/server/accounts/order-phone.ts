import 'server-only';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { ORDER_CODE_NEEDED } from '../../auth-messages';
import { normalisePhone } from '../../phone';
import type { SessionUser } from '../../types/user';
import { spendCode } from './phone-codes';
import type { Db } from '../db';
import { users } from '../db/schema';
import { DomainError } from '../errors';
import { isFirstOrder } from '../live-orders';
import type { StoreRow } from '../settings';

/**
 * Whether the shop asks her for a code before her next cash-on-delivery order (the owner's setting); `firstOrder`
 * when the caller knows it already.
 */
export async function orderCodeNeeded(
  db: Db,
  userId: number,
  settings: Pick<StoreRow, 'orderCode'>,
  firstOrder?: boolean,
): Promise<boolean> {
  if (settings.orderCode === 'always') return true;
  return settings.orderCode === 'new' && (firstOrder ?? (await isFirstOrder(db, userId)));
}

/**
 * Whether an order comes from a number she has proved: her account's verified phone, or the 'order' code she gives
 * for it now (which also makes it her account's phone, when she has none and no other account has it). Where the
 * owner asks for a code and she has not proved the number, a 403 asks for one.
 */
export async function provenOrderPhone(
  db: Db,
  user: SessionUser,
  order: { contact?: string | null; phone_code?: string | null },
  settings: Pick<StoreRow, 'orderCode'>,
  address: string,
): Promise<boolean> {
  const phone = normalisePhone(order.contact || user.contact);
  if (phone && phone === user.phone) return true;
  if (phone && order.phone_code) {
    const now = new Date();
    const form = { phone, purpose: 'order' as const, code: order.phone_code, address, userId: user.id };
    await spendCode(db, form, now, async (tx) => {
      const others = tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      await tx
        .update(users)
        .set({ phone, phoneVerifiedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.phone), notExists(others)));
    });
    return true;
  }
  if (await orderCodeNeeded(db, user.id, settings)) throw new DomainError('forbidden', ORDER_CODE_NEEDED, 'phone_code');
  return false;
}
