/** The cart's order summary (spec section 9). */
import type { CartLine, CartSummary } from '../types/cart';

/** A line's price: its unit price (the effective price it was added at) times its count. */
export function lineTotal(line: Pick<CartLine, 'price' | 'count'>): number {
  return line.price * line.count;
}

/**
 * Lines, total, saving and saving as a rounded percentage of the list value, where a line's list value is
 * the higher of its mrp and its price, times its count.
 */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
  let total = 0;
  let save = 0;
  let listValue = 0;
  for (const line of lines) {
    const mrp = line.mrp ?? 0;
    total += lineTotal(line);
    save += Math.max(0, mrp - line.price) * line.count;
    listValue += Math.max(mrp, line.price) * line.count;
  }
  const save_as_percentage = save > 0 ? Math.round((save * 100) / listValue) : 0;
  return { count: lines.length, total, save, save_as_percentage };
}
