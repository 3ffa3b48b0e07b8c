import 'server-only';
import { notFound } from 'next/navigation';
import { staffPage } from './staff-page';
import { getDb } from '../db';
import { DomainError } from '../errors';
import { getDeskOrder } from '../orders/desk';
import { orderNumber, type OrderContext } from '../orders/number';

/**
 * The order of a back-office page (`/admin/orders/{number}` and its slip) for a signed-in staff member; the
 * back office's 404 when no order has that number.
 */
export async function deskOrderPage(context: OrderContext, subpath = '') {
  const { orderNo } = await context.params;
  await staffPage(`/admin/orders/${encodeURIComponent(orderNo)}${subpath}`);
  try {
    return await getDeskOrder(await getDb(), await orderNumber(context));
  } catch (error) {
    if (error instanceof DomainError && error.refusal === 'not-found') notFound();
    throw error;
  }
}
