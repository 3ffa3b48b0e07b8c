import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { previewFile } from '@/lib/format';
import { categories, media, products, storeSettings } from '@/lib/server/db/schema';
import { withTestDatabase } from '@/test/database';
import { PRODUCTS } from './data/products';
import { resetAndSeed, seedIfEmpty } from './seed';

withTestDatabase();

const count = async (table: typeof products | typeof storeSettings) => {
  const db = await getDb();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return n;
};

describe('seed', () => {
  it('seeds an empty database once, and never twice', async () => {
    expect(await count(products)).toBe(PRODUCTS.length);
    expect(await seedIfEmpty(await getDb())).toBe(false);
    expect(await count(products)).toBe(PRODUCTS.length);
    expect(await count(storeSettings)).toBe(1);
  });

  it('stores every product and collection picture (logo and banner) as WebP, and each shared one with its JPEG preview', async () => {
    const db = await getDb();
    const stored = new Map(
      (await db.select({ file: media.file, type: media.contentType }).from(media)).map((m) => [m.file, m.type]),
    );
    const pictures = await db.select({ image: products.image, gallery: products.gallery }).from(products);
    const collections = await db.select({ logo: categories.logo, banner: categories.banner }).from(categories);
    const collectionPictures = collections.flatMap((c) => [c.logo, c.banner ?? 'no banner']);
    for (const file of pictures.flatMap((p) => p.gallery).concat(collectionPictures)) {
      expect([file, stored.get(file)]).toEqual([file, 'image/webp']);
    }
    for (const file of pictures.map((p) => p.image).concat(collectionPictures)) {
      expect([file, stored.get(previewFile(file))]).toEqual([file, 'image/jpeg']);
    }
  });

  it('resets a changed shop to the seeded one', async () => {
    const db = await getDb();
    await db.delete(products).where(sql`${products.id} <= 5`);
    await resetAndSeed(db);
    expect(await count(products)).toBe(PRODUCTS.length);
    const [first] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    expect(first.id).toBe(1);
  });
});
