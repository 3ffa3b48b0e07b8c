import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { stockKey } from '../../stock';
import { pairTitle, stockReasonLabel, type StockReason } from '../../stock-moves';
import type { Page } from '../../types/catalog';
import type { StaffMember } from '../../types/staff';
import type { StockGrid } from '../../types/stock-grid';
import type { StockMoveEntry } from '../../types/stock-moves';
import type { StockAdjust, StockMovesQuery } from '../../validation/stock-moves';
import type { Db } from '../db';
import { colors, orders, products, sizes, staff, stockMoves } from '../db/schema';
import { containing } from '../db/like-pattern';
import { pageOf } from '../db/pagination';
import { DomainError } from '../errors';
import { record } from '../history';
import { tellBackInStock } from '../messages';
import { nudgeSender } from '../outbox';
import { productsChanged } from '../changes';
import { assertCan } from '../roles';
import { cellName, getStockGrid } from './stock';
import { stockLedger } from './stock-ledger';

const PAGE_SIZE = 25;

/**
 * Moves one size and colour of a product by a quantity, with a reason (received, damaged, counted, returned) and a
 * note, next to the grid's absolute counts: logged, in the history, and on the shop at once. Never below none: a
 * change that would leave fewer is refused, saying how many there are.
 */
export async function adjustStock(db: Db, actor: StaffMember, productId: number, input: StockAdjust): Promise<StockGrid> {
  assertCan(actor, 'catalogue');
  const grid = await getStockGrid(db, productId);
  const key = stockKey(input.size_id, input.color_id);
  if (!(key in grid.quantities))
    throw new DomainError('invalid', `${grid.title} has no such size and colour: ${input.size_id}, ${input.color_id}`);
  const name = cellName(grid, key);
  await db.transaction(async (tx) => {
    const ledger = stockLedger(tx, { reason: input.reason, staffId: actor.id, note: input.note });
    const left = await ledger.shift({ productId, sizeId: input.size_id, colorId: input.color_id }, input.change);
    if (left === null) {
      const have = (await getStockGrid(tx, productId)).quantities[key] ?? 0;
      throw new DomainError(
        'unprocessable',
        `${name} has ${have} in stock: it cannot lose ${-input.change}. Stock never goes below 0.`,
        'change',
      );
    }
    await ledger.write();
    await record(tx, {
      staffId: actor.id,
      subject: 'product',
      subjectId: productId,
      action: 'stock',
      before: { [name]: left - input.change },
      after: { [name]: left, reason: stockReasonLabel(input.reason), ...(input.note && { note: input.note }) },
    });
    if (input.change > 0) await tellBackInStock(tx, [productId]);
  });
  nudgeSender();
  await productsChanged(db, [grid.slug], { listings: true });
  return getStockGrid(db, productId);
}

/** The stock movement log, newest first: of one product, of a reason, of products whose name holds `q`; paged. */
export async function listStockMoves(
  db: Db,
  actor: StaffMember,
  { reason, product, q, page }: StockMovesQuery,
  perPage = PAGE_SIZE,
): Promise<Page<StockMoveEntry>> {
  assertCan(actor, 'catalogue');
  // A name is looked up among the products, so that counting the moves reads the log alone.
  const where: SQL | undefined = and(
    reason ? eq(stockMoves.reason, reason) : undefined,
    product ? eq(stockMoves.productId, product) : undefined,
    q
      ? inArray(
          stockMoves.productId,
          db
            .select({ id: products.id })
            .from(products)
            .where(sql`lower(${products.titleEn}) like ${containing(q.toLowerCase())}`),
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: stockMoves.id,
        at: stockMoves.createdAt,
        productId: stockMoves.productId,
        product: products.titleEn,
        size: sizes.title,
        color: colors.title,
        delta: stockMoves.delta,
        quantityAfter: stockMoves.quantityAfter,
        reason: stockMoves.reason,
        note: stockMoves.note,
        orderNo: orders.orderNo,
        staff: staff.name,
      })
      .from(stockMoves)
      .innerJoin(products, eq(products.id, stockMoves.productId))
      .leftJoin(sizes, eq(sizes.id, stockMoves.sizeId))
      .leftJoin(colors, eq(colors.id, stockMoves.colorId))
      .leftJoin(orders, eq(orders.id, stockMoves.orderId))
      .leftJoin(staff, eq(staff.id, stockMoves.staffId))
      .where(where)
      .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(stockMoves, where),
  ]);
  const data = rows.map((row): StockMoveEntry => ({
    id: row.id,
    at: row.at.toISOString(),
    product_id: row.productId,
    product: row.product,
    pair: pairTitle(row.size, row.color),
    delta: row.delta,
    quantity_after: row.quantityAfter,
    reason: row.reason as StockReason,
    note: row.note,
    order_no: row.orderNo,
    staff: row.staff,
  }));
  return pageOf(data, { page, perPage, total });
}
