import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, methods } from '@/lib/server/http';
import { getMedia, mediaAnswer } from '@/lib/server/media';
import { memo } from '@/lib/server/memo';
import { cropAcross } from '@/lib/server/raster';
import { PHONE_BANNER } from '@/lib/phone-banner';

/**
 * Cuts are kept by the stored file's name (a stored file never changes: a new picture gets a new name), so the
 * banner is read and cut once however often it is asked for.
 */
const phoneCut = memo(
  async (file: string) => {
    const item = await getMedia(await getDb(), file);
    if (!item || item.contentType === 'image/svg+xml') return null;
    return new Uint8Array(await cropAcross(Buffer.from(item.body), PHONE_BANNER.aspect, PHONE_BANNER.focusX));
  },
  { key: (file) => file, ttlMs: 24 * 60 * 60 * 1000, max: 16 },
);

/** The cut's shape is set in code: its validator names it, so that a new shape is a new answer. */
const SHAPE = `${PHONE_BANNER.aspect.toFixed(3)}-${PHONE_BANNER.focusX}`;

/**
 * /media/phone/{file}: the home banner's picture as a phone shows it (lib/phone-banner.ts). Only that picture: no
 * other stored file can be made to cost a cut.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request, { params }: { params: Promise<{ file: string }> }) => {
    const { file } = await params;
    const cut = (await getPage(await getDb(), 'home'))?.banner === file ? await phoneCut(file) : null;
    if (!cut) throw new DomainError('not-found', 'The home banner has no such picture');
    // A day, not a year, so that a new shape reaches browsers and next/image.
    const headers = { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' };
    return mediaAnswer(request, `${file}-${SHAPE}`, headers, async () => cut);
  }),
});
