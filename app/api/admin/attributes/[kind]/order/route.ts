import { reorderAttributes } from '@/lib/server/catalog/attributes';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { attributeOrderSchema } from '@/lib/validation/attributes';
import { routeKind, type KindContext } from '@/lib/server/routes/attribute-kind';

/** Puts a list (sizes: one group) in a new order, which the filters and product pages follow */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<KindContext>(async ({ db, staff, body }, context) => {
    const kind = await routeKind(context);
    await reorderAttributes(db, staff, kind, validated(attributeOrderSchema, body).ids);
    return json({ status: 'success', msg: 'Order saved' });
  }),
});
