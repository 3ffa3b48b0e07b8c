import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { media } from '../db/schema';

const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,150}$/i;

/** One stored media file by name, with an ETag of its bytes; null for an unknown or malformed name. */
export async function getMedia(db: Db, file: string) {
  if (!FILE_NAME.test(file)) return null;
  const [row] = await db.select().from(media).where(eq(media.file, file)).limit(1);
  if (!row) return null;
  return {
    contentType: row.contentType,
    body: row.body,
    etag: createHash('sha1').update(row.body).digest('base64url'),
  };
}

/**
 * A stored picture's answer with its validator: a 304 when the browser holds those bytes already (`etag`, quoted
 * here), else `body()`, made only then.
 */
export async function mediaAnswer(
  request: Request,
  etag: string,
  headers: Record<string, string>,
  body: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Response> {
  const all = { ...headers, ETag: `"${etag}"` };
  if (request.headers.get('if-none-match') === all.ETag) return new Response(null, { status: 304, headers: all });
  return new Response(await body(), { headers: all });
}
