import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, inArray, ne } from 'drizzle-orm';
import { previewFile } from '../../format';
import type { Db } from '../db';
import { media } from '../db/schema';
import { DomainError } from '../errors';
import { cleanPhoto, NOT_A_PHOTO, socialPreview } from './raster';

/** An uploaded picture made ready to store: its file name, size, and the media rows (it and its preview). */
export interface PreparedPicture {
  file: string;
  width: number;
  height: number;
  rows: (typeof media.$inferInsert)[];
}

/**
 * An upload as the shop keeps it, named `{prefix}-{random}.{ext}`: judged by its bytes (a JPEG, PNG, WebP or AVIF
 * picture, kept at full size without its metadata; anything else is refused), with a JPEG social preview beside it.
 */
export async function preparePicture(bytes: Buffer, prefix: string): Promise<PreparedPicture> {
  const photo = await cleanPhoto(bytes);
  if (!photo) throw new DomainError('unprocessable', NOT_A_PHOTO);
  const file = `${prefix}-${randomBytes(6).toString('hex')}.${photo.ext}`;
  const preview = await socialPreview(photo.body);
  return {
    file,
    width: photo.width,
    height: photo.height,
    rows: [
      { file, contentType: photo.contentType, body: photo.body },
      { file: previewFile(file), contentType: 'image/jpeg', body: preview },
    ],
  };
}

/** Stores an uploaded picture for a page, a collection or a post to name (POST /api/admin/pictures). */
export async function storePicture(db: Db, bytes: Buffer): Promise<{ file: string; width: number; height: number }> {
  const { rows, ...picture } = await preparePicture(bytes, 'picture');
  await db.insert(media).values(rows);
  return picture;
}

/** Refuses a form that names a picture the shop does not store (or its logo, an SVG), next to its field. */
export async function checkPictures(db: Db, named: Record<string, string>): Promise<void> {
  const files = Object.values(named);
  const found = await db
    .select({ file: media.file })
    .from(media)
    .where(and(inArray(media.file, files), ne(media.contentType, 'image/svg+xml')));
  const stored = new Set(found.map((row) => row.file));
  for (const [field, file] of Object.entries(named))
    if (!stored.has(file)) throw new DomainError('invalid', `No picture ${file} is stored: upload it again`, field);
}
