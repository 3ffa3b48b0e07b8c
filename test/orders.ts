import { randomUUID } from 'node:crypto';
import { POST as createOrder } from '@/app/api/public/create-order/route';
import { call } from './call';

/** A cash-on-delivery order of these cart lines, placed in Dhaka by the customer of the cookie: the answer. */
export function placeOrder(cookie: string, cartItem: { id: number; count: number; attribute_pick?: unknown }[]) {
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
    }),
  });
}
