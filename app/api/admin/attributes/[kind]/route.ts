import { addAttribute } from '@/lib/server/catalog/attributes';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { newAttributeSchemas } from '@/lib/validation/attributes';
import { routeKind, type KindContext } from '@/lib/server/routes/attribute-kind';

/** Adds a size (to its group), colour or style (Catalogue). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<KindContext>(async ({ db, staff, body }, context) => {
    const kind = await routeKind(context);
    const id = await addAttribute(db, staff, kind, validated(newAttributeSchemas[kind], body));
    return json({ status: 'success', msg: 'Added', id }, { status: 201 });
  }),
});
