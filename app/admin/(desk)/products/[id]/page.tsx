import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { ChangesPanel } from '@/components/admin/history/ChangesPanel';
import { PhotoManager } from '@/components/admin/products/PhotoManager';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { StockAdjustForm } from '@/components/admin/products/StockAdjustForm';
import { StockGridForm } from '@/components/admin/products/StockGridForm';
import { StockMoveList } from '@/components/admin/products/StockMoveList';
import { can } from '@/lib/desk/permissions';
import { staffMetadata, staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { orNotFound } from '@/lib/server/routes/or-not-found';
import { listHistory } from '@/lib/server/history';
import { getProductChoices, getProductForm } from '@/lib/server/catalog/editor';
import { listProductPhotos } from '@/lib/server/catalog/photos';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { getStockGrid } from '@/lib/server/catalog/stock';
import { listStockMoves } from '@/lib/server/catalog/stock-moves';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

/** How many of a product's latest stock moves its page shows (the rest on /admin/stock). */
const RECENT_MOVES = 10;

/** The product of the address, or the back office's 404. */
const load = cache(async (context: IdContext) => orNotFound(async () => getStockGrid(await getDb(), await routeId(context))));

export async function generateMetadata(context: IdContext): Promise<Metadata> {
  return staffMetadata(async () => ({ title: (await load(context)).title }), 'catalogue');
}

/** One product in the back office: its form, its photos, its stock per size and colour, and its history. */
export default async function ProductPage(context: IdContext) {
  const { id } = await context.params;
  const member = await staffPage(`/admin/products/${encodeURIComponent(id)}`, 'catalogue');
  const grid = await load(context);
  const db = await getDb();
  const [values, choices, photos, history, moves] = await Promise.all([
    getProductForm(db, grid.id),
    getProductChoices(db),
    listProductPhotos(db, grid.id),
    listHistory(db, { subject: 'product', subjectId: grid.id }),
    // The catalogue's log: the page itself is refused to an account without the catalogue (lib/desk/permissions.ts).
    listStockMoves(db, member, { product: grid.id, page: 1 }, RECENT_MOVES),
  ]);
  const colors = values.color_ids.flatMap((colorId) => choices.colors.filter((c) => c.id === colorId));
  return (
    <>
      <PageTitle meta={grid.active ? <Link href={`/product/${grid.slug}`}>See it in the shop</Link> : 'Hidden from the shop'}>
        {grid.title}
      </PageTitle>
      <Panel id="product-heading" title="Product">
        <ProductForm key={values.slug} values={values} choices={choices} prices={can(member, 'prices')} />
      </Panel>
      <Panel id="photos-heading" title="Photos">
        <PhotoManager productId={grid.id} photos={photos} colors={colors} />
      </Panel>
      <Panel id="stock-heading" title="Stock">
        <StockGridForm grid={grid} />
        <StockAdjustForm grid={grid} />
      </Panel>
      <Panel id="stock-moves-heading" title="Stock moves">
        <StockMoveList entries={moves.data} total={moves.total} showProduct={false} />
        {moves.total > moves.data.length && <Link href={`/admin/stock?product=${grid.id}`}>Every move of this product</Link>}
      </Panel>
      <ChangesPanel entries={history.data} />
    </>
  );
}
