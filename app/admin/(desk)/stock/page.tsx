import type { Metadata } from 'next';
import { StockMoveFilters, StockMoveList } from '@/components/admin/products/StockMoveList';
import { Pager } from '@/components/admin/ui/Pager';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { filledParams } from '@/lib/search-params';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { listStockMoves } from '@/lib/server/catalog/stock-moves';
import { stockMovesQuerySchema } from '@/lib/validation/stock-moves';

export const metadata: Metadata = { title: 'Stock moves' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The stock movement log of every product, newest first: by reason or product, paged (the catalogue's staff). */
export default async function StockMovesPage({ searchParams }: Props) {
  const member = await staffPage('/admin/stock', 'catalogue');
  const parsed = stockMovesQuerySchema.safeParse(filledParams(await searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const moves = await listStockMoves(await getDb(), member, query);
  const filter = Object.fromEntries(
    Object.entries({ reason: query.reason, q: query.q, product: query.product }).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  const pageHref = (n: number) => `/admin/stock?${new URLSearchParams({ ...filter, page: String(n) })}`;
  return (
    <>
      <PageTitle meta="Every change of a size and colour’s pieces: sales, cancellations, parcels back, edits, exchanges, counts and adjustments.">
        Stock moves
      </PageTitle>
      <StockMoveFilters reason={query.reason} q={query.q} product={query.product} />
      <StockMoveList entries={moves.data} total={moves.total} showProduct />
      <Pager page={moves.current_page} last={moves.last_page} href={pageHref} />
    </>
  );
}
