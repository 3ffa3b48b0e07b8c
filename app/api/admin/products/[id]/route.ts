import { bodyBytesFor, handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { getProductForm, updateProduct } from '@/lib/server/catalog/editor';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { PRODUCT_LIMITS } from '@/lib/field-limits';
import { productFormSchema } from '@/lib/validation/product-form';

/** A product's form holds two rich texts. */
const PRODUCT_FORM = { maxBytes: bodyBytesFor(2 * PRODUCT_LIMITS.richText) };

/** One product as the back office edits it: read its form, or save it (recorded, and on the shop at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(async ({ db }, context) => json(await getProductForm(db, await routeId(context))), {
    area: 'catalogue',
  }),
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    await updateProduct(db, staff, await routeId(context), validated(productFormSchema, body));
    return json({ status: 'success', msg: 'Product saved' });
  }, PRODUCT_FORM),
});
