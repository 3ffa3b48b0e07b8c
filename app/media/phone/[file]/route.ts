import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, methods } from '@/lib/server/http';
import { getMedia } from '@/lib/server/media';
import { memo } from '@/lib/server/memo';
import { cropAcross } from '@/lib/server/raster';
import { PHONE_BANNER } from '@/lib/phone-banner';

/** Cuts are kept by the bytes they come from: the banner, cut once however often it is asked for. */
const phoneCut = memo((body: Buffer, _etag: string) => cropAcross(body, PHONE_BANNER.aspect, PHONE_BANNER.focusX), {
  key: (_body, etag) => etag,
  ttlMs: 24 * 60 * 60 * 1000,
  max: 16,
});

/**
 * /media/phone/{file}: the home banner's picture as a phone shows it (lib/phone-banner.ts). Only that picture: no
 * other stored file can be made to cost a cut.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request, { params }: { params: Promise<{ file: string }> }) => {
    const { file } = await params;
    const db = await getDb();
    const item = (await getPage(db, 'home'))?.banner === file ? await getMedia(db, file) : null;
    if (!item || item.contentType === 'image/svg+xml') throw new DomainError('not-found', 'The home banner has no such picture');
    // The cut's shape is set in code: a day, not a year, so that a new shape reaches browsers and next/image.
    const etag = `"${item.etag}-${PHONE_BANNER.aspect.toFixed(3)}-${PHONE_BANNER.focusX}"`;
    const headers = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400', ETag: etag };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(await phoneCut(Buffer.from(item.body), item.etag)), { headers });
  }),
});
