import 'server-only';
import { assertCan } from '../roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductPhoto } from '../../types/product-form';
import type { StaffMember } from '../../types/staff';
import type { PhotoArrangement } from '../../validation/product-photos';
import type { Db } from '../db';
import { colors, media, productImages, products } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { productRow } from './editor';
import { preparePicture } from '../media';
import { productsChanged } from '../changes';

const photoFields = {
  id: productImages.id,
  file: productImages.file,
  color_id: productImages.colorId,
  width: productImages.width,
  height: productImages.height,
};

/** A product's photos in their order: the first is its main image. */
export async function listProductPhotos(db: Db, productId: number): Promise<ProductPhoto[]> {
  return db
    .select(photoFields)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

type ProductRow = Awaited<ReturnType<typeof productRow>>;

function checkColor(product: ProductRow, colorId: number | null): void {
  if (colorId !== null && !product.colorIds.includes(colorId))
    throw new DomainError('invalid', 'Colour must be one of the product’s colours, or all colours', 'color');
}

/** The photos as the history reads them: each file with its colour's name. */
async function describePhotos(db: Db, photos: ProductPhoto[]): Promise<Record<string, unknown>> {
  const names = new Map((await db.select({ id: colors.id, title: colors.title }).from(colors)).map((c) => [c.id, c.title]));
  const list = photos.map((p) => `${p.file} (${p.color_id === null ? 'all colours' : (names.get(p.color_id) ?? p.color_id)})`);
  return { Photos: list.join(', ') || null };
}

/** products.image (the main photo) and gallery (every photo in order) follow the photos. */
async function keepPictures(tx: Db, productId: number): Promise<void> {
  const files = (await listProductPhotos(tx, productId)).map((photo) => photo.file);
  await tx
    .update(products)
    .set({ image: files[0] ?? '', gallery: files })
    .where(eq(products.id, productId));
}

/** After a change of photos a published product's page, cards and share preview show it at once. */
async function shown(db: Db, product: ProductRow): Promise<void> {
  if (product.active) await productsChanged(db, [product.slug], { listings: true });
}

/**
 * Adds a photo to a product, last in its order, for one of its colours or all. The bytes decide what it is (not
 * its name or type): a JPEG, PNG, WebP or AVIF picture is kept at full size without its metadata, with a
 * JPEG social preview beside it; anything else is refused.
 */
export async function addProductPhoto(
  db: Db,
  actor: StaffMember,
  productId: number,
  bytes: Buffer,
  colorId: number | null,
): Promise<ProductPhoto> {
  assertCan(actor, 'catalogue');
  const product = await productRow(db, productId);
  checkColor(product, colorId);
  const photo = await preparePicture(bytes, `photo-${productId}`);
  const added = await db.transaction(async (tx) => {
    const before = await listProductPhotos(tx, productId);
    await tx.insert(media).values(photo.rows);
    const [row] = await tx
      .insert(productImages)
      .values({
        productId,
        colorId,
        file: photo.file,
        width: photo.width,
        height: photo.height,
        position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages} where ${productImages.productId} = ${productId})`,
      })
      .returning(photoFields);
    await keepPictures(tx, productId);
    const change = { before: await describePhotos(tx, before), after: await describePhotos(tx, [...before, row]) };
    await record(tx, { staffId: actor.id, subject: 'product', subjectId: productId, action: 'edited', ...change });
    return row;
  });
  await shown(db, product);
  return added;
}

/**
 * Puts a product's photos in a new order (the first is the main image), sets each one's colour and removes
 * those in `remove`. Every photo must be in one of the two lists, so an arrangement made on a page that missed
 * an upload from elsewhere is refused rather than losing it. A published product keeps at least one photo.
 * A removed photo's file stays stored: orders placed with it still show it.
 */
export async function arrangeProductPhotos(
  db: Db,
  actor: StaffMember,
  productId: number,
  { order, remove }: PhotoArrangement,
): Promise<ProductPhoto[]> {
  assertCan(actor, 'catalogue');
  const product = await productRow(db, productId);
  for (const { color_id } of order) checkColor(product, color_id);
  const result = await db.transaction(async (tx) => {
    // One arrangement of a product at a time: the second waits and then sees the first's result.
    await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
    const before = await listProductPhotos(tx, productId);
    const named = [...order.map((p) => p.id), ...remove];
    const current = before.map((p) => p.id);
    if (named.length !== new Set(named).size || named.length !== current.length || !current.every((id) => named.includes(id)))
      throw new DomainError('conflict', 'The photos changed meanwhile: reload the page and arrange them again');
    if (product.active && !order.length)
      throw new DomainError('invalid', 'A published product needs a photo: unpublish it before removing the last one');
    if (remove.length)
      await tx.delete(productImages).where(and(eq(productImages.productId, productId), inArray(productImages.id, remove)));
    for (const [position, { id, color_id }] of order.entries())
      await tx.update(productImages).set({ position, colorId: color_id }).where(eq(productImages.id, id));
    await keepPictures(tx, productId);
    const after = await listProductPhotos(tx, productId);
    const change = { before: await describePhotos(tx, before), after: await describePhotos(tx, after) };
    if (JSON.stringify(change.before) !== JSON.stringify(change.after))
      await record(tx, { staffId: actor.id, subject: 'product', subjectId: productId, action: 'edited', ...change });
    return after;
  });
  await shown(db, product);
  return result;
}
