import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, methods } from '@/lib/server/routes/http';
import { getMedia, mediaAnswer } from '@/lib/server/media/files';

/** /media/{file}: stored images, immutable once written (a new image gets a new name). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request, { params }: { params: Promise<{ file: string }> }) => {
    const { file } = await params;
    const item = await getMedia(await getDb(), file);
    if (!item) throw new DomainError('not-found', 'No media file has that name');
    const headers = {
      'Content-Type': item.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own may not run script, load anything or be framed.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    };
    return mediaAnswer(request, item.etag, headers, async () => new Uint8Array(item.body));
  }),
});
