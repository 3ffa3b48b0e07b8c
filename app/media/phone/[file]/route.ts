import { createHash } from 'node:crypto';
import { getPage } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, methods } from '@/lib/server/routes/http';
import { getMedia, mediaAnswer } from '@/lib/server/media/files';
import { memo } from '@/lib/server/cache/memo';
import { cropAcross, RASTER_RECIPE } from '@/lib/server/media/raster';
import { PHONE_BANNER } from '@/lib/phone-banner';

const NOT_THE_BANNER = 'The home banner has no such picture';

/**
 * Cuts are kept by the stored file's name (a stored file never changes: a new picture gets a new name), so the
 * banner is read and cut once however often it is asked for, and a save in the back office leaves the cut kept. A
 * file that cannot be cut is refused, and not kept.
 */
const phoneCut = memo(
  async (file: string) => {
    const item = await getMedia(await getDb(), file);
    if (!item || item.contentType === 'image/svg+xml') throw new DomainError('not-found', NOT_THE_BANNER);
    return new Uint8Array(await cropAcross(Buffer.from(item.body), PHONE_BANNER.aspect, PHONE_BANNER.focusX));
  },
  { key: (file) => file, ttlMs: 24 * 60 * 60 * 1000, max: 16, lasting: true },
);

/** What the cut's bytes depend on besides the file: its shape, set in code, and how it is encoded. */
const RECIPE = createHash('sha1')
  .update(`${PHONE_BANNER.aspect}-${PHONE_BANNER.focusX} ${RASTER_RECIPE}`)
  .digest('base64url')
  .slice(0, 12);

/**
 * /media/phone/{file}: the home banner's picture as a phone shows it (lib/phone-banner.ts). Only that picture: no
 * other stored file can be made to cost a cut. A browser holding the cut already gets a 304 without one.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request, { params }: { params: Promise<{ file: string }> }) => {
    const { file } = await params;
    if ((await getPage(await getDb(), 'home'))?.banner !== file) throw new DomainError('not-found', NOT_THE_BANNER);
    // A day, not a year, so that a new shape or encoding reaches browsers and next/image.
    const headers = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' };
    return mediaAnswer(request, `${file}-${RECIPE}`, headers, () => phoneCut(file));
  }),
});
