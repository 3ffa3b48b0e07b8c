import { uploadReviewPhoto } from '@/lib/server/reviews/shop';
import { handleSignedIn, json, methods, readFileBody } from '@/lib/server/routes/http';
import { MAX_PHOTO_BYTES } from '@/lib/server/media/raster';

const TOO_LARGE = 'This photo is larger than 15 MB: make it smaller and try again';

/** A photo for her review, sent as the body (application/octet-stream); the review then names the file answered. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(
    async ({ db, user, request }) => {
      const photo = await uploadReviewPhoto(db, user, await readFileBody(request, MAX_PHOTO_BYTES, TOO_LARGE));
      return json({ status: 'success', msg: 'Photo added', file: photo.file }, { status: 201 });
    },
    { json: false },
  ),
});
