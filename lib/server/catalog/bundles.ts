import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { effectivePrice } from '../../pricing';
import type { Bundle, BundleSummary } from '../../types/bundle';
import type { Db } from '../db';
import { bundlePieces, bundles } from '../db/schema';
import { getProductsByIds } from './products';

/**
 * The active bundles with their pieces as the shop sells them, in the shop's order: only those whose every piece
 * is a published product (a bundle with a piece taken off the shop is not offered).
 */
async function loadBundles(db: Db, where: { ids?: number[]; slug?: string } = {}): Promise<Bundle[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(
      where.slug !== undefined
        ? eq(bundles.slug, where.slug)
        : where.ids
          ? inArray(bundles.id, where.ids.length ? where.ids : [0])
          : eq(bundles.active, true),
    )
    .orderBy(asc(bundles.sort), asc(bundles.id));
  const active = rows.filter((row) => row.active);
  if (!active.length) return [];
  const pieces = await db
    .select()
    .from(bundlePieces)
    .where(
      inArray(
        bundlePieces.bundleId,
        active.map((row) => row.id),
      ),
    )
    .orderBy(asc(bundlePieces.bundleId), asc(bundlePieces.position));
  const products = new Map((await getProductsByIds(db, [...new Set(pieces.map((p) => p.productId))])).map((p) => [p.id, p]));
  return active.flatMap((row) => {
    const own = pieces.filter((piece) => piece.bundleId === row.id).map((piece) => products.get(piece.productId));
    if (!own.length || own.some((product) => !product)) return [];
    const shown = own.flatMap((product) => (product ? [product] : []));
    return [
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        price: row.price,
        value: shown.reduce((sum, product) => sum + effectivePrice(product), 0),
        image: shown[0].image,
        pieces: shown,
      },
    ];
  });
}

/** The bundles on offer, for the menu and the bundles' page. */
export async function listBundles(db: Db): Promise<BundleSummary[]> {
  return (await loadBundles(db)).map(({ id, slug, title, price, value, image }) => ({ id, slug, title, price, value, image }));
}

/** The bundle on offer with this slug, as its page shows it. */
export async function findBundle(db: Db, slug: string): Promise<Bundle | undefined> {
  return (await loadBundles(db, { slug }))[0];
}

/** The bundles on offer among these ids, with their pieces, for pricing a cart. */
export async function getBundlesByIds(db: Db, ids: number[]): Promise<Bundle[]> {
  return loadBundles(db, { ids });
}
