import 'server-only';
import { assertCan } from '../roles';
import { and, eq, inArray, like } from 'drizzle-orm';
import { onlyLeft, stockKey, type StockMap } from '../../stock';
import { lineName } from '../../cart';
import { pairTitle } from '../../stock-moves';
import { defaultSku, productCode, unclaimedSku } from '../../sku';
import type { z } from 'zod';
import type { AttributePick, CartLine } from '../../types/cart';
import { BACK_IN_STOCK_MESSAGES, type backInStockSchema } from '../../validation/back-in-stock';
import type { StaffMember } from '../../types/staff';
import { gridKeys, type StockCell, type StockGrid } from '../../types/stock-grid';
import { productColors, productSizes } from './products';
import type { Db } from '../db';
import { backInStockRequests, orderItems, products, stock } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { DomainError } from '../errors';
import { record } from '../history';
import { tellBackInStock } from '../messages';
import { nudgeSender } from '../outbox';
import { productsChanged } from '../changes';
import { stockLedger, type StockCause } from './stock-ledger';

type StockLedger = ReturnType<typeof stockLedger>;

/** What stock needs of a line: the product, its size and colour, the count, and the name for a refusal. */
type StockLine = Pick<CartLine, 'id' | 'count' | 'attribute_pick' | 'title_en'>;

/** A line's size and colour ids as stock keeps them (0 for none). */
const variantOf = (line: StockLine) => ({
  sizeId: line.attribute_pick.size?.id ?? 0,
  colorId: line.attribute_pick.color?.id ?? 0,
});

/** Takes one line's pieces with one conditional update, or refuses naming it; says whether its pair is now sold out. */
async function takeLine(
  tx: Db,
  ledger: StockLedger,
  line: StockLine,
  { sizeId, colorId }: ReturnType<typeof variantOf>,
  shopper: boolean,
): Promise<boolean> {
  const left = await ledger.shift({ productId: line.id, sizeId, colorId }, -line.count);
  if (left !== null) return left === 0;
  const [row] = await tx
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.productId, line.id), eq(stock.sizeId, sizeId), eq(stock.colorId, colorId)));
  const have = row?.quantity ?? 0;
  // The shopper is told what to do in her cart; staff see the line and choose.
  const advice = shopper ? [' Lower the quantity to order it.', ' Remove it from your cart to order the rest.'] : ['', ''];
  throw new DomainError(
    'conflict',
    have > 0 ? `${lineName(line)}: ${onlyLeft(have).toLowerCase()}.${advice[0]}` : `${lineName(line)} is sold out.${advice[1]}`,
  );
}

/**
 * Takes the pieces of an order's lines from stock, in the order's transaction: each line with one conditional
 * update (`quantity >= n`), so that of orders racing for the last pieces only as many as there are pieces
 * succeed. When a line has not enough left, nothing is taken (the transaction is undone) and the refusal names
 * the product, size and colour. Says whether a size and colour is now sold out (the cards that offer it change).
 */
export async function takeStock(tx: Db, lines: StockLine[], cause: StockCause): Promise<{ soldOut: boolean }> {
  return moveStock(tx, { take: lines, giveBack: [] }, cause, { shopper: true });
}

/**
 * Takes some lines' pieces (as takeStock does, refusing a line short of them) and gives others back, in the
 * transaction of an order's change (an edit at the desk). Rows are changed in one fixed order, takes and give-backs
 * together, so two orders never wait on each other. The shoppers waiting for a piece given back are told. A refusal
 * names the line; `shopper` adds what she can do about it in her cart. The log keeps each move with its `cause`.
 */
export async function moveStock(
  tx: Db,
  { take, giveBack }: { take: StockLine[]; giveBack: StockLine[] },
  cause: StockCause,
  { shopper = false } = {},
): Promise<{ soldOut: boolean }> {
  const ledger = stockLedger(tx, cause);
  let soldOut = false;
  const sorted = [...take.map((line) => ({ line, back: false })), ...giveBack.map((line) => ({ line, back: true }))]
    .map((change) => ({ ...change, ...variantOf(change.line) }))
    .sort((a, b) => a.line.id - b.line.id || a.sizeId - b.sizeId || a.colorId - b.colorId);
  for (const { line, back, ...variant } of sorted) {
    if (!back) {
      soldOut = (await takeLine(tx, ledger, line, variant, shopper)) || soldOut;
      continue;
    }
    // A size or colour the product no longer offers has no row, and gets nothing back.
    await ledger.shift({ productId: line.id, ...variant }, line.count);
  }
  await ledger.write();
  if (giveBack.length) await tellBackInStock(tx, [...new Set(giveBack.map((line) => line.id))]);
  return { soldOut };
}

/** Pieces going back to stock: of which product (none when it was deleted), size and colour, and how many. */
interface PiecesBack {
  productId: number | null;
  attributePick: AttributePick;
  count: number;
}

/**
 * Puts pieces back in stock, in the transaction of what brought them back (a cancellation, a parcel or an exchange
 * back), and tells the shoppers waiting for them. Rows are updated in one fixed order, as takeStock takes them. A size
 * or colour the product no longer offers has no row and gets nothing back.
 */
export async function giveBackPieces(tx: Db, pieces: PiecesBack[], cause: StockCause): Promise<void> {
  const ledger = stockLedger(tx, cause);
  const back = pieces
    .flatMap(({ productId, attributePick, count }) =>
      productId === null || count <= 0
        ? []
        : [{ productId, count, sizeId: attributePick.size?.id ?? 0, colorId: attributePick.color?.id ?? 0 }],
    )
    .sort((a, b) => a.productId - b.productId || a.sizeId - b.sizeId || a.colorId - b.colorId);
  for (const { count, ...pair } of back) await ledger.shift(pair, count);
  await ledger.write();
  await tellBackInStock(tx, [...new Set(back.map((piece) => piece.productId))]);
}

type OrderItemRow = typeof orderItems.$inferSelect;

/** What stock counts of an order's line: its product, or each piece of a bundle's line (as many as the line's count). */
export function itemPieces(item: OrderItemRow): (PiecesBack & { title: string })[] {
  if (item.pieces)
    return item.pieces.map((piece) => ({
      productId: piece.id,
      attributePick: piece.attribute_pick,
      count: item.quantity,
      title: piece.title_en,
    }));
  return [{ productId: item.productId, attributePick: item.attributePick, count: item.quantity, title: item.titleEn }];
}

/**
 * Gives all of an order's pieces back to stock, in the transaction that cancels it (a cancelled order is final, so
 * once), logged as a cancellation by `staffId` when staff cancelled it.
 */
export async function giveBackStock(tx: Db, orderId: number, staffId?: number): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  await giveBackPieces(tx, items.flatMap(itemPieces), { reason: 'cancellation', orderId, staffId });
}

/** The slugs of an order's products, a bundle's pieces among them (for the pages to refresh after its stock moved). */
export async function orderSlugs(db: Db, orderId: number): Promise<string[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const ids = [...new Set(items.flatMap(itemPieces).flatMap((piece) => piece.productId ?? []))];
  if (!ids.length) return [];
  const rows = await db.select({ slug: products.slug }).from(products).where(inArray(products.id, ids));
  return rows.map((r) => r.slug);
}

/** Pieces left per size and colour of the published products among `ids` (the cart checks its lines with it). */
export async function stockOf(db: Db, ids: number[]): Promise<Record<number, StockMap>> {
  if (!ids.length) return {};
  const rows = await db
    .select({ productId: stock.productId, sizeId: stock.sizeId, colorId: stock.colorId, quantity: stock.quantity })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .where(and(inArray(stock.productId, ids), eq(products.active, true)));
  const maps: Record<number, StockMap> = {};
  for (const row of rows) (maps[row.productId] ??= {})[stockKey(row.sizeId, row.colorId)] = row.quantity;
  return maps;
}

/** A product's stock as the back office edits it: its sizes and colours, and the pieces of each pair. */
export async function getStockGrid(db: Db, productId: number): Promise<StockGrid> {
  const [product] = await db
    .select({
      id: products.id,
      title: products.titleEn,
      slug: products.slug,
      active: products.active,
      sizes: productSizes,
      colors: productColors,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new DomainError('not-found', 'No product has that id');
  const rows = await db.select().from(stock).where(eq(stock.productId, productId));
  return {
    ...product,
    quantities: Object.fromEntries(rows.map((r) => [stockKey(r.sizeId, r.colorId), r.quantity])),
    skus: Object.fromEntries(rows.map((r) => [stockKey(r.sizeId, r.colorId), r.sku])),
  };
}

/** A size and colour of a product (0 for none), with the titles its default SKU is made of. */
interface NewStockPair {
  sizeId: number;
  colorId: number;
  size?: string;
  color?: string;
}

/**
 * Adds a product's stock rows for pairs it had none of: none in stock (staff count them in), each with its default
 * SKU, numbered when another row holds it already (lib/sku.ts).
 */
export async function addStockRows(tx: Db, productId: number, code: string | null, pairs: NewStockPair[]): Promise<void> {
  if (!pairs.length) return;
  const prefix = code ?? productCode(productId);
  const held = await tx
    .select({ sku: stock.sku })
    .from(stock)
    .where(like(stock.sku, `${prefix}%`));
  const taken = new Set(held.flatMap((row) => row.sku ?? []));
  const rows = pairs.map(({ sizeId, colorId, size, color }) => {
    const sku = unclaimedSku(defaultSku(prefix, size, color), taken);
    taken.add(sku);
    return { productId, sizeId, colorId, quantity: 0, sku };
  });
  await tx
    .insert(stock)
    .values(rows)
    .onConflictDoNothing({ target: [stock.productId, stock.sizeId, stock.colorId] });
}

/** A SKU held by another size and colour, refused at the field of the pair that asked for it. */
const skuTaken = (sku: string, key: string, holder?: string) =>
  new DomainError(
    'conflict',
    holder ? `The SKU ${sku} is in use by ${holder}: choose another` : `The SKU ${sku} is in use: choose another`,
    `sku-${key}`,
  );

/** Refuses SKUs asked for twice, or held by another size and colour (of this product or another one). */
async function checkSkus(db: Db, grid: StockGrid, cells: StockCell[]): Promise<void> {
  const asked = new Map<string, string>();
  for (const cell of cells) {
    const key = stockKey(cell.size_id, cell.color_id);
    if (!cell.sku || cell.sku === grid.skus[key]) continue;
    if (asked.has(cell.sku)) throw skuTaken(cell.sku, key, cellName(grid, asked.get(cell.sku)!));
    asked.set(cell.sku, key);
  }
  if (!asked.size) return;
  const [holder] = await db
    .select({ sku: stock.sku, productId: stock.productId, sizeId: stock.sizeId, colorId: stock.colorId, title: products.titleEn })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .where(inArray(stock.sku, [...asked.keys()]))
    .limit(1);
  if (!holder?.sku) return;
  const key = stockKey(holder.sizeId, holder.colorId);
  const name = holder.productId === grid.id ? cellName(grid, key) : holder.title;
  throw skuTaken(holder.sku, asked.get(holder.sku)!, name);
}

/** A pair of the grid by its ids and the titles of its size and colour. */
export function pairOf(grid: Pick<StockGrid, 'sizes' | 'colors'>, key: string): NewStockPair {
  const [sizeId, colorId] = key.split('-').map(Number);
  const title = (values: { id: number; title: string }[], id: number) => values.find((value) => value.id === id)?.title;
  return { sizeId, colorId, size: title(grid.sizes, sizeId), color: title(grid.colors, colorId) };
}

/** A pair of the grid by name: "34B / Rose", "34B", "Rose", or "One size" for a product without choices. */
export function cellName(grid: Pick<StockGrid, 'sizes' | 'colors'>, key: string): string {
  const { size, color } = pairOf(grid, key);
  return pairTitle(size, color);
}

/**
 * Sets the pieces in stock and the SKUs of some of a product's sizes and colours (a size or colour it does not offer
 * is refused, and a SKU another pair holds), records what changed in the history, tells the shoppers waiting for a
 * size and colour now in stock, and shows it on the shop at once.
 */
export async function setStock(db: Db, actor: StaffMember, productId: number, cells: StockCell[]): Promise<StockGrid> {
  assertCan(actor, 'catalogue');
  const grid = await getStockGrid(db, productId);
  const keys = new Set(gridKeys(grid));
  const keyOf = (cell: StockCell) => stockKey(cell.size_id, cell.color_id);
  const unknown = cells.find((cell) => !keys.has(keyOf(cell)));
  if (unknown)
    throw new DomainError('invalid', `${grid.title} has no such size and colour: ${unknown.size_id}, ${unknown.color_id}`);
  const counted = cells.filter((cell) => (grid.quantities[keyOf(cell)] ?? 0) !== cell.quantity);
  const renamed = cells.filter((cell) => cell.sku !== undefined && cell.sku !== grid.skus[keyOf(cell)]);
  if (!counted.length && !renamed.length) return grid;
  await checkSkus(db, grid, renamed);
  await unlessTaken(
    db.transaction(async (tx) => {
      const [{ code }] = await tx.select({ code: products.code }).from(products).where(eq(products.id, productId));
      const missing = cells.filter((cell) => !(keyOf(cell) in grid.skus));
      await addStockRows(
        tx,
        productId,
        code,
        missing.map((cell) => pairOf(grid, keyOf(cell))),
      );
      const ledger = stockLedger(tx, { reason: 'set', staffId: actor.id });
      for (const cell of [...new Set([...counted, ...renamed])]) {
        await ledger.set({ productId, sizeId: cell.size_id, colorId: cell.color_id }, cell.quantity, cell.sku);
      }
      await ledger.write();
      const named = <T>(list: StockCell[], value: (cell: StockCell) => T, suffix = '') =>
        Object.fromEntries(list.map((cell) => [`${cellName(grid, keyOf(cell))}${suffix}`, value(cell)]));
      await record(tx, {
        staffId: actor.id,
        subject: 'product',
        subjectId: productId,
        action: 'stock',
        before: {
          ...named(counted, (cell) => grid.quantities[keyOf(cell)] ?? 0),
          ...named(renamed, (cell) => grid.skus[keyOf(cell)] ?? null, ' SKU'),
        },
        after: { ...named(counted, (cell) => cell.quantity), ...named(renamed, (cell) => cell.sku, ' SKU') },
      });
      await tellBackInStock(tx, [productId]);
    }),
    // Another save took one of these SKUs between the check and this one.
    () =>
      renamed.length
        ? skuTaken(renamed[0].sku!, keyOf(renamed[0]))
        : new DomainError('conflict', 'Another save changed this product’s SKUs meanwhile: save again'),
  );
  nudgeSender();
  await productsChanged(db, [grid.slug], { listings: true });
  return getStockGrid(db, productId);
}

/**
 * Keeps a shopper's wish to hear when a sold-out size and colour of a published product is back (asking twice is
 * one request); they are told once it is back (tellBackInStock). Refused when it is in stock.
 */
export async function requestBackInStock(db: Db, input: z.output<typeof backInStockSchema>): Promise<void> {
  const grid = await getStockGrid(db, input.product_id).catch(() => null);
  const key = stockKey(input.size_id, input.color_id);
  if (!grid?.active || !gridKeys(grid).includes(key)) throw new DomainError('not-found', 'No product has that size and colour');
  if ((grid.quantities[key] ?? 0) > 0) throw new DomainError('conflict', BACK_IN_STOCK_MESSAGES.inStock);
  await db
    .insert(backInStockRequests)
    .values({ productId: grid.id, sizeId: input.size_id, colorId: input.color_id, email: input.email })
    .onConflictDoNothing();
}
