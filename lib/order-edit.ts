/** The rules of editing an order at the desk, shared by the editor and the server (lib/server/orders/edit.ts). */
import { groupValues } from './cart';
import { ORDER_STATUS, statusLabel, type OrderStatus } from './order-status';
import { effectivePrice } from './pricing';
import type { ProductSummary } from './types/catalog';
import type { PickableProduct } from './types/order-edit';

/** The statuses of an order still being prepared, which the desk may edit: Pending, Processing and Hold. */
const EDITABLE: OrderStatus[] = [null, ORDER_STATUS.processing, ORDER_STATUS.hold];

/**
 * Why an order cannot be edited, or null when it can. Once a courier is booked, its parcel (and the cash it is to
 * collect) is the courier's: a Hold after On the Way included.
 */
export function editRefusal(status: OrderStatus, booked: boolean): string | null {
  if (!EDITABLE.includes(status)) {
    return `This order is ${statusLabel(status)}: only Pending, Processing and Hold orders can be edited.`;
  }
  return booked ? 'A courier is booked for this parcel: the order can no longer be edited.' : null;
}

/** What tells two lines apart: the product, its size and its colour (one line each, their counts added up). */
export const editLineKey = (productId: number, pick?: { size?: { id: number } | null; color?: { id: number } | null }) =>
  `${productId}|${pick?.size?.id ?? 0}|${pick?.color?.id ?? 0}`;

/** A product as the editor offers it: today's price, its sizes and colours, and its stock. */
export const pickableOf = (product: ProductSummary): PickableProduct => ({
  id: product.id,
  title_en: product.title_en,
  slug: product.slug,
  image: product.image,
  price: effectivePrice(product),
  sizes: groupValues(product, 'Size'),
  colors: groupValues(product, 'Color'),
  stock: product.stock,
});
