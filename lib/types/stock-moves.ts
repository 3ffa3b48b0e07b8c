import type { StockReason } from '../stock-moves';

/** One move of the stock movement log, as the desk shows it. */
export interface StockMoveEntry {
  id: number;
  /** when, as ISO time */
  at: string;
  product_id: number;
  product: string;
  /** the size and colour: "34B / Rose", "34B", "Rose", or "One size" */
  pair: string;
  delta: number;
  quantity_after: number;
  reason: StockReason;
  note: string | null;
  order_no: string | null;
  staff: string | null;
}
