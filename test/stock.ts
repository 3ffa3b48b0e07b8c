import { and, eq, sql } from 'drizzle-orm';
import { GET as shop } from '@/app/api/shop/route';
import { getDb } from '@/lib/server/db';
import { stock } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { call } from './call';

/** Gives every size and colour of every product plenty of stock, for tests about something else than stock. */
export async function plentyOfStock(): Promise<void> {
  await (await getDb()).update(stock).set({ quantity: sql`10000` });
}

/** A seeded product in letter sizes, two or more, and two colours or more, and no min or max: its data and its id. */
const index = PRODUCTS.findIndex(
  (p) => p.size_group === 'letter' && p.sizes.length > 1 && p.colors.length > 1 && !p.min && !p.max,
);
export const sizedProduct = { ...PRODUCTS[index], id: index + 1 };

type Pick = { size: { id: number; title: string }; color: { id: number; title: string } };

/** One size and colour of that product, by their titles, as the shop's API names them (what a cart line carries). */
export async function variant(sizeTitle: string, colorTitle: string): Promise<Pick> {
  const { body } = await call(shop, `/api/shop?slug=${sizedProduct.slug}`);
  const group = (name: string) => body.attribute.find((g: { name: string }) => g.name === name).value;
  return {
    size: group('Size').find((v: { title: string }) => v.title === sizeTitle),
    color: group('Color').find((v: { title: string }) => v.title === colorTitle),
  };
}

/** Sets the pieces in stock of one size and colour of that product. */
export async function setPieces(pick: { size: { id: number }; color: { id: number } }, quantity: number) {
  await (
    await getDb()
  )
    .update(stock)
    .set({ quantity })
    .where(and(eq(stock.productId, sizedProduct.id), eq(stock.sizeId, pick.size.id), eq(stock.colorId, pick.color.id)));
}
