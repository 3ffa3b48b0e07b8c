/**
 * The stock movement log at volume: grown to 300,000 moves (three for each of the bench's 100,000 orders), the
 * /admin/stock page's service call timed: its first page, by reason, by product and by a piece of a product's name
 * (target p95 < 100 ms).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/server/db';
import { stock, stockMoves } from '../lib/server/db/schema';
import { listStockMoves } from '../lib/server/catalog/stock-moves';
import type { StaffMember } from '../lib/types/staff';
import { timeCalls } from './bench-stats';

const MOVES = 300_000;
// A back-office page read a few times an hour: the desk's own lists aim at 50 ms, counting 300,000 moves takes about that.
const TARGET_MS = 100;
const OWNER: StaffMember = { id: 0, name: 'Bench', email: 'bench@example.com', role: 'owner', permissions: [] };

/** Moves spread over the stock's sizes and colours, two minutes apart: mostly sales, some cancellations and receipts. */
async function growMoves(db: Db) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(stockMoves);
  if (n >= MOVES) return;
  const [{ pairs }] = await db.select({ pairs: sql<number>`count(*)::int` }).from(stock);
  await db.execute(sql`
    with s as (select product_id, size_id, color_id, row_number() over (order by product_id, size_id, color_id) - 1 as k from ${stock})
    insert into ${stockMoves} (product_id, size_id, color_id, delta, quantity_after, reason, created_at)
    select s.product_id, s.size_id, s.color_id, case when g % 5 = 4 then 3 else -1 end, 10,
      (array['sale', 'sale', 'sale', 'cancellation', 'received'])[1 + g % 5], now() - g * interval '2 minutes'
    from generate_series(1, ${MOVES - n}) g join s on s.k = g % ${pairs}`);
  // As autovacuum leaves a table that has grown: its visibility map set, so a count reads the index alone.
  await db.execute(sql`vacuum analyze ${stockMoves}`);
}

export async function stockMovesBench(db: Db) {
  await growMoves(db);
  const [{ product }] = await db.select({ product: stockMoves.productId }).from(stockMoves).limit(1);
  console.log(`\nStock log: ${MOVES.toLocaleString('en')} moves, 200 calls each`);
  const timed = (title: string, query: Parameters<typeof listStockMoves>[2]) =>
    timeCalls(title, async () => (await listStockMoves(db, OWNER, query)).total, TARGET_MS);
  await timed('first page', { page: 1 });
  await timed('Received, page 3', { reason: 'received', page: 3 });
  await timed('one product', { product, page: 1 });
  await timed('a product by name', { q: 'lace', page: 1 });
}
