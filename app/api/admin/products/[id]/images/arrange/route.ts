import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { arrangeProductPhotos } from '@/lib/server/catalog/photos';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { photoArrangeSchema } from '@/lib/validation/product-photos';

/** A product's photos in a new order (the first is the main one), each with its colour; some removed. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    const data = await arrangeProductPhotos(db, staff, await routeId(context), validated(photoArrangeSchema, body));
    return json({ status: 'success', msg: 'Photos saved', data });
  }),
});
