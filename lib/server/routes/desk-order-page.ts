import 'server-only';
import { notFound } from 'next/navigation';
import { staffPage } from './staff-page';
import { getDb, type Db } from '../db';
import { DomainError } from '../errors';
import { getDeskOrder } from '../orders/desk';
import { orderNumber, type OrderContext } from '../orders/number';

/**
 * What a back-office page shows of an order (`/admin/orders/{number}` and its slip by default, its editor) for a
 * signed-in staff member, as `load` reads it; the back office's 404 when no order has that number.
 */
export async function deskOrderPage(context: OrderContext, subpath = '') {
  return deskOrderRecord(context, subpath, getDeskOrder);
}

export async function deskOrderRecord<T>(
  context: OrderContext,
  subpath: string,
  load: (db: Db, orderNo: string) => Promise<T>,
): Promise<T> {
  const { orderNo } = await context.params;
  await staffPage(`/admin/orders/${encodeURIComponent(orderNo)}${subpath}`, 'orders');
  try {
    return await load(await getDb(), await orderNumber(context));
  } catch (error) {
    if (error instanceof DomainError && error.refusal === 'not-found') notFound();
    throw error;
  }
}
