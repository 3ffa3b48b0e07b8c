import { randomUUID } from 'node:crypto';
import { POST as createOrder } from '@/app/api/public/create-order/route';
import { call } from './call';
import { needsReason, type OrderStatus } from '@/lib/order-status';

/** A cash-on-delivery order of these cart lines (and `extra` fields), placed in Dhaka by the cookie's customer. */
export function placeOrder(
  cookie: string,
  cartItem: { id: number; count: number; attribute_pick?: unknown }[],
  extra: Record<string, unknown> = {},
) {
  return call(createOrder, '/api/public/create-order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      contact: '01712345678',
      country: 'Bangladesh',
      full_name: 'Nadia Rahman',
      address: 'House 12, Road 5',
      city: 'Dhaka',
      method: 'COD',
      cart_item: cartItem,
      order_key: randomUUID(),
      ...extra,
    }),
  });
}

/** A status change as the desk sends it: a cancellation or a hold says why (customer unreachable, for tests). */
export const statusChange = (from: number | null, to: number | null) => ({
  from,
  to,
  ...(needsReason(to as OrderStatus) && { reason: 'unreachable' }),
});
