import { handleStaff, json, methods, parseQuery, readFileBody } from '@/lib/server/routes/http';
import { addProductPhoto, listProductPhotos } from '@/lib/server/catalog/photos';
import { MAX_PHOTO_BYTES } from '@/lib/server/media/raster';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { photoUploadQuerySchema } from '@/lib/validation/product-photos';

const TOO_LARGE = 'This file is larger than 15 MB: make it smaller and try again';

/** A product's photos in their order; or one more, sent as the body (`?color=` a colour's id, or `all`). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(async ({ db }, context) => json({ data: await listProductPhotos(db, await routeId(context)) }), {
    area: 'catalogue',
  }),
  POST: handleStaff<IdContext>(
    async ({ db, staff, request }, context) => {
      const id = await routeId(context);
      const { color } = parseQuery(photoUploadQuerySchema, request);
      const photo = await addProductPhoto(db, staff, id, await readFileBody(request, MAX_PHOTO_BYTES, TOO_LARGE), color);
      return json({ status: 'success', msg: 'Photo added', photo }, { status: 201 });
    },
    { json: false },
  ),
});
