import { randomUUID } from 'node:crypto';
import { POST as createOrder } from '@/app/api/public/create-order/route';
import { call } from './call';

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
