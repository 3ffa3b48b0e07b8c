import { and, asc, eq, inArray } from 'drizzle-orm';
import { GET as shop } from '@/app/api/shop/route';
import { GET as attributes } from '@/app/api/shop/attributes/route';
import { GET as suggest } from '@/app/api/shop/suggest/route';
import { getDb } from '@/lib/server/db';
import { productImages, products } from '@/lib/server/db/schema';
import type { ListingPage, ProductSummary, SearchSuggestions, ShopAttributes } from '@/lib/types/catalog';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const listing = async (query: Record<string, string>) => {
  const res = await call(shop, `/api/shop?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return (res.body as ListingPage).data;
};

let colorIds: Record<string, number>;
beforeAll(async () => {
  const attrs = (await call(attributes, '/api/shop/attributes')).body as ShopAttributes;
  colorIds = Object.fromEntries(attrs.colors.map((c) => [c.title, c.id]));
});

/** Each product's first stored photo in the colour, and its main picture, from the database itself. */
async function storedPictures(cards: Pick<ProductSummary, 'id'>[], colorId: number) {
  const db = await getDb();
  const ids = cards.map((c) => c.id);
  const photos = await db
    .select({ productId: productImages.productId, file: productImages.file })
    .from(productImages)
    .where(and(inArray(productImages.productId, ids), eq(productImages.colorId, colorId)))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const mains = await db.select({ id: products.id, image: products.image }).from(products).where(inArray(products.id, ids));
  return {
    inColor: (id: number) => photos.find((p) => p.productId === id)?.file,
    main: (id: number) => mains.find((p) => p.id === id)!.image,
  };
}

describe('a listing asked for a colour shows each product in it', () => {
  it('the colour filter: every card’s picture is its first photo in that colour', async () => {
    const black = colorIds.Black;
    const cards = await listing({ filter: JSON.stringify({ colors: [black] }) });
    expect(cards.length).toBeGreaterThan(3);
    const stored = await storedPictures(cards, black);
    for (const card of cards) expect(card.image).toBe(stored.inColor(card.id) ?? stored.main(card.id));
    // Not merely each main picture: some products' main photo is in another colour.
    expect(cards.filter((c) => c.image !== stored.main(c.id)).length).toBeGreaterThan(0);
    expect(cards.every((c) => stored.inColor(c.id))).toBe(true);
  });

  it('two colours: the first of them a product has', async () => {
    const [wine, black] = [colorIds.Wine, colorIds.Black];
    const cards = await listing({ filter: JSON.stringify({ colors: [wine, black] }) });
    const [inWine, inBlack] = [await storedPictures(cards, wine), await storedPictures(cards, black)];
    for (const card of cards) expect(card.image).toBe(inWine.inColor(card.id) ?? inBlack.inColor(card.id));
  });

  it('a search naming a colour ("black lace") shows the black photos; one naming none, the main pictures', async () => {
    const black = colorIds.Black;
    const cards = await listing({ search: 'black lace' });
    expect(cards.length).toBeGreaterThan(0);
    const stored = await storedPictures(cards, black);
    for (const card of cards) expect(card.image).toBe(stored.inColor(card.id) ?? stored.main(card.id));
    expect(cards.filter((c) => c.image !== stored.main(c.id)).length).toBeGreaterThan(0);

    const plain = await listing({ search: 'lace' });
    const mains = await storedPictures(plain, black);
    for (const card of plain) expect(card.image).toBe(mains.main(card.id));
  });

  it('the suggestions for "black lace" show the black photos too', async () => {
    const res = await call(suggest, `/api/shop/suggest?${new URLSearchParams({ search: 'black lace' })}`);
    expect(res.status).toBe(200);
    const { products: found } = res.body as SearchSuggestions;
    const db = await getDb();
    const items = (
      await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(
          inArray(
            products.slug,
            found.map((p) => p.slug),
          ),
        )
    ).map((row) => ({ ...row, image: found.find((p) => p.slug === row.slug)!.image }));
    expect(items.length).toBeGreaterThan(0);
    const stored = await storedPictures(items, colorIds.Black);
    for (const item of items) expect(item.image).toBe(stored.inColor(item.id) ?? stored.main(item.id));
    expect(items.some((item) => item.image !== stored.main(item.id))).toBe(true);
  });

  it('without a colour the cards keep their main pictures', async () => {
    const cards = await listing({});
    const stored = await storedPictures(cards, colorIds.Black);
    for (const card of cards) expect(card.image).toBe(stored.main(card.id));
  });
});
