import 'server-only';
import { assertCan } from '../roles';
import { eq, sql } from 'drizzle-orm';
import { parcelPieces } from '../../order-returns';
import { ORDER_STATUS } from '../../order-status';
import type { StaffMember } from '../../types/staff';
import { orderSlugs } from '../catalog';
import { productsChanged } from '../changes';
import type { Db } from '../db';
import { orders, shipments } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { lockedOrder, orderLines, restockLines } from '../orders';

/**
 * Staff confirm that a parcel is back in the shop, Returned (every piece) or Partial Delivered (the pieces the customer
 * did not keep): those pieces go back to stock line by line, once (the first confirmation wins; a second is told), and
 * the courier's return fee is kept on its shipment, when it had one, and in the history.
 */
export async function confirmReturn(db: Db, actor: StaffMember, orderNo: string, returnFee: number): Promise<void> {
  assertCan(actor, 'orders');
  const orderId = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderNo);
    if (order.status !== ORDER_STATUS.returned && order.status !== ORDER_STATUS.partialDelivered) {
      throw new DomainError('conflict', 'Only a Returned or Partial Delivered order comes back to stock');
    }
    if (order.restockedAt) throw new DomainError('conflict', 'This parcel is already back in stock');
    const items = await orderLines(tx, order.id);
    if (order.status === ORDER_STATUS.partialDelivered && items.every((item) => item.kept === null)) {
      throw new DomainError('conflict', 'Say what the customer kept first: the rest comes back');
    }
    await tx
      .update(orders)
      .set({ restockedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const pieces = await restockLines(tx, items, (item) => parcelPieces(order.status, item), {
      reason: 'return',
      orderId: order.id,
      staffId: actor.id,
    });
    await tx.update(shipments).set({ returnFee }).where(eq(shipments.orderId, order.id));
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: order.id,
      action: 'returned',
      after: { restocked: pieces, return_fee: returnFee },
    });
    return order.id;
  });
  await productsChanged(db, await orderSlugs(db, orderId), { listings: true });
}
