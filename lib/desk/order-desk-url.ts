import type { OrderSource } from '../order-source';
import type { OrderStatus } from '../order-status';
import type { ExportShape } from '../validation/admin';

/** A status as the desk's address writes it: `pending`, or the code. */
export const statusParam = (status: OrderStatus) => (status === null ? 'pending' : String(status));

export type DeskFilters = {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  unverified?: '1';
  source?: OrderSource;
  page?: number;
};

/** The query string of the desk's filters (page 1 left out), for its links and its CSV export. */
export function deskSearch({ status, from, to, q, unverified, source, page }: DeskFilters): string {
  const params = new URLSearchParams();
  if (status !== undefined) params.set('status', statusParam(status));
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (q) params.set('q', q);
  if (unverified) params.set('unverified', unverified);
  if (source) params.set('source', source);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The orders export of what the filters hold (page left out), or of the chosen orders only (`orders`, their numbers
 * comma-separated) among them.
 */
export function exportHref({ page: _, ...filters }: DeskFilters, shape: ExportShape, orders?: string[]): string {
  const params = new URLSearchParams(deskSearch(filters));
  if (orders) params.set('orders', orders.join(','));
  params.set('shape', shape);
  return `/api/admin/orders/export?${params}`;
}

/** The print view of the chosen orders' packing slips, in the order given: one per A5 page, or two per A4. */
export const slipsHref = (orders: string[], layout: 'a5' | 'a4') =>
  `/admin/orders/slips?${new URLSearchParams({ orders: orders.join(','), layout })}`;
