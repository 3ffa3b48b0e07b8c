/**
 * What comes back to the shop of a delivered order, line by line: the pieces a partial delivery's parcel brings back,
 * the pieces a customer may still exchange, and the cash a partial delivery first proposes. One rule for the desk's
 * forms and the server.
 */
import { ORDER_STATUS } from './order-status';

/** A line of an order as these rules read it. */
export interface ReturnLine {
  quantity: number;
  price: number;
  /** of a Partial Delivered order: the pieces the customer kept; null until staff say */
  kept: number | null;
  /** the pieces sent back for an exchange */
  exchanged: number;
}

/**
 * The pieces of a line its parcel brings back to the shop: every piece of a Returned order, the pieces a Partial
 * Delivered order's customer did not keep, none of any other.
 */
export function parcelPieces(status: number | null, line: ReturnLine): number {
  if (status === ORDER_STATUS.returned) return line.quantity;
  if (status === ORDER_STATUS.partialDelivered) return line.quantity - (line.kept ?? line.quantity);
  return 0;
}

/** The pieces of a line the customer has and may exchange: all of a delivered line, what she kept of a partial one. */
export const exchangeablePieces = (line: ReturnLine): number => (line.kept ?? line.quantity) - line.exchanged;

/**
 * The cash a partial delivery collects as the desk first proposes it: the kept pieces' value, the delivery charge,
 * less the discount (never below nothing). Staff change it to what the rider actually took.
 */
export function keptCash(order: { charge: number; discount: number }, lines: { price: number; kept: number }[]): number {
  const value = lines.reduce((sum, line) => sum + line.price * line.kept, 0);
  return Math.max(0, value + order.charge - order.discount);
}

/** Why a partial delivery's kept pieces cannot be so, or null: some kept, some not, none more than the line holds. */
export function keptProblem(lines: { quantity: number; kept: number }[]): string | null {
  if (lines.some((line) => line.kept > line.quantity)) return 'A line cannot keep more pieces than it holds';
  if (lines.every((line) => line.kept === 0)) return 'Nothing kept is a refusal: move the order to Returned';
  if (lines.every((line) => line.kept === line.quantity)) return 'Everything kept is a delivery in full: Delivered';
  return null;
}

/**
 * The exchanged pieces of a line still to come back to stock. A line's restocked pieces count its parcel's first,
 * once the parcel is back (`parcelBack`), then the exchanged ones.
 */
export function exchangeDue(status: number | null, parcelBack: boolean, line: ReturnLine & { restocked: number }): number {
  return Math.max(0, line.exchanged + (parcelBack ? parcelPieces(status, line) : 0) - line.restocked);
}

/** "1 piece", "3 pieces". */
export const piecesText = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;
