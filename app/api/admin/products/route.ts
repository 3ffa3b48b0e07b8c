import { listDeskProducts } from '@/lib/server/catalog/desk';
import { bodyBytesFor, handleStaff, json, methods, parseQuery, validated } from '@/lib/server/routes/http';
import { createProduct } from '@/lib/server/catalog/editor';
import { productDeskQuerySchema } from '@/lib/validation/catalog-desk';
import { PRODUCT_LIMITS } from '@/lib/field-limits';
import { productFormSchema } from '@/lib/validation/product-form';

/** A product's form holds two rich texts. */
const PRODUCT_FORM = { maxBytes: bodyBytesFor(2 * PRODUCT_LIMITS.richText) };

/** The back office's products: 25 a page, newest first, by search, collection, published and low stock; or a new one. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db }) => json(await listDeskProducts(db, parseQuery(productDeskQuerySchema, request))), {
    area: 'catalogue',
  }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const id = await createProduct(db, staff, validated(productFormSchema, body));
    return json({ status: 'success', msg: 'Product added', id }, { status: 201 });
  }, PRODUCT_FORM),
});
