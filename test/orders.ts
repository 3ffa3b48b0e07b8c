import { randomUUID } from 'node:crypto';
import { GET as draftRoute } from '@/app/api/admin/orders/[orderNo]/edit/route';
import { POST as createOrder } from '@/app/api/public/create-order/route';
import type { OrderDraft } from '@/lib/types/order-edit';
import type { OrderEditRequest } from '@/lib/validation/order-edit';
import { call } from './call';
import { needsReason, type OrderStatus } from '@/lib/order-status';

/** A cash-on-delivery order of these cart lines (and `extra` fields), placed in Dhaka by the cookie's customer. */
export function placeOrder(
  cookie: string,
  cartItem: { id: number; count: number; attribute_pick?: unknown; bundle?: unknown }[],
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

/** An order as the desk's editor opens it (GET /api/admin/orders/{number}/edit), for staff of this cookie. */
export async function draftOf(cookie: string, orderNo: string) {
  const res = await call(draftRoute, `/api/admin/orders/${orderNo}/edit`, { headers: { cookie }, params: { orderNo } });
  if (res.status !== 200) throw new Error(`the editor did not open ${orderNo}: ${res.text}`);
  return res.body as OrderDraft & { refusal: string | null };
}

/** The order as its editor opened it, sent back with `changes`. */
export const editFrom = (draft: OrderDraft, changes: Partial<OrderEditRequest> = {}): OrderEditRequest => ({
  version: draft.version,
  lines: draft.lines.map((line) => ({
    id: line.id,
    count: line.count,
    attribute_pick: { size: line.pick.size && { id: line.pick.size.id }, color: line.pick.color && { id: line.pick.color.id } },
  })),
  name: draft.name,
  contact: draft.contact,
  receiver_phone: draft.receiver_phone,
  address: draft.address,
  district: draft.district as OrderEditRequest['district'],
  charge: draft.charge,
  promo_code: draft.promo_code,
  discount: draft.staff_discount,
  ...changes,
});
