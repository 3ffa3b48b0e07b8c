import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../order-status';
import type { StaffMember } from '../../types/staff';
import { giveBackStock, orderSlugs } from '../catalog';
import { productsChanged } from '../changes';
import type { Db } from '../db';
import { orders, shipments } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';

/**
 * Staff confirm that a Returned order's parcel is back in the shop: its pieces go back to stock, once (the first
 * confirmation wins; a second is told), and the courier's return fee is kept on its shipment, when it had one.
 */
export async function confirmReturn(db: Db, actor: StaffMember, orderNo: string, returnFee: number): Promise<void> {
  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order) throw new DomainError('not-found', `No order has the number ${orderNo}`);
    if (order.status !== ORDER_STATUS.returned) throw new DomainError('conflict', 'Only a Returned order comes back to stock');
    const [back] = await tx
      .update(orders)
      .set({ restockedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), isNull(orders.restockedAt)))
      .returning({ id: orders.id });
    if (!back) throw new DomainError('conflict', 'This parcel is already back in stock');
    await giveBackStock(tx, order.id);
    await tx.update(shipments).set({ returnFee }).where(eq(shipments.orderId, order.id));
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: order.id,
      action: 'returned',
      after: { restocked: true, return_fee: returnFee },
    });
    return order.id;
  });
  await productsChanged(db, await orderSlugs(db, orderId), { listings: true });
}
