import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { StockReason } from '../../stock-moves';
import type { Db } from '../db';
import { stock, stockMoves } from '../db/schema';

/** A size and colour of a product as stock keys it (0 for no size or no colour). */
export interface StockPair {
  productId: number;
  sizeId: number;
  colorId: number;
}

/** Why pieces moved, and the order, staff member and note behind it, when any: what the log keeps of each move. */
export interface StockCause {
  reason: StockReason;
  orderId?: number | null;
  staffId?: number | null;
  note?: string | null;
}

const rowOf = (pair: StockPair) =>
  and(eq(stock.productId, pair.productId), eq(stock.sizeId, pair.sizeId), eq(stock.colorId, pair.colorId));

/**
 * The one way the stock table's counts change, in the caller's transaction: each change updates its row and is
 * kept, and `write` logs them all in stock_moves with one multi-row insert (an order's placing stays one round trip
 * more, however many lines it has). Call `write` before the transaction ends.
 */
export function stockLedger(tx: Db, cause: StockCause) {
  const moves: (typeof stockMoves.$inferInsert)[] = [];
  const keep = (pair: StockPair, delta: number, quantityAfter: number) => {
    if (delta !== 0)
      moves.push({
        ...pair,
        delta,
        quantityAfter,
        reason: cause.reason,
        note: cause.note ?? null,
        orderId: cause.orderId ?? null,
        staffId: cause.staffId ?? null,
      });
  };
  return {
    /**
     * Moves a pair's pieces by `delta` with one conditional update, never below none: null, and nothing changed, when
     * too few are left or the pair has no row. Says how many are left.
     */
    async shift(pair: StockPair, delta: number): Promise<number | null> {
      const [row] = await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} + ${delta}` })
        .where(and(rowOf(pair), sql`${stock.quantity} + ${delta} >= 0`))
        .returning({ quantity: stock.quantity });
      if (!row) return null;
      keep(pair, delta, row.quantity);
      return row.quantity;
    },
    /** Sets a pair's pieces to a count (the grid's absolute count), and its SKU when given; the log keeps the difference. */
    async set(pair: StockPair, quantity: number, sku?: string): Promise<void> {
      const [before] = await tx.select({ quantity: stock.quantity }).from(stock).where(rowOf(pair)).for('update');
      await tx
        .update(stock)
        .set({ quantity, ...(sku === undefined ? {} : { sku }) })
        .where(rowOf(pair));
      if (before) keep(pair, quantity - before.quantity, quantity);
    },
    /** Logs every move kept, at once. */
    async write(): Promise<void> {
      if (moves.length) await tx.insert(stockMoves).values(moves.splice(0));
    },
  };
}
