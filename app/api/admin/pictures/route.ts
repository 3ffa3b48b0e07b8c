import { handleStaff, json, methods, readFileBody } from '@/lib/server/routes/http';
import { storePicture } from '@/lib/server/media/pictures';
import { MAX_PHOTO_BYTES } from '@/lib/server/media/raster';

const TOO_LARGE = 'This file is larger than 15 MB: make it smaller and try again';

/** A picture for a page's banner, a collection's logo or a post, sent as the body; a form then names its file. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(
    async ({ db, request }) => {
      const picture = await storePicture(db, await readFileBody(request, MAX_PHOTO_BYTES, TOO_LARGE));
      return json({ status: 'success', msg: 'Picture added', ...picture }, { status: 201 });
    },
    { json: false, area: 'content' },
  ),
});
