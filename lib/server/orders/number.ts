import 'server-only';
import { DomainError } from '../errors';

export type OrderContext = { params: Promise<{ orderNo: string }> };

/** The order number of a back-office address: letters and digits only (anything else names no order). */
export async function orderNumber({ params }: OrderContext): Promise<string> {
  const { orderNo } = await params;
  if (!/^[A-Za-z0-9]{1,40}$/.test(orderNo)) throw new DomainError('not-found', 'No order has that number');
  return orderNo.toUpperCase();
}
