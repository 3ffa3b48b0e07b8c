import { changeAttribute } from '@/lib/server/catalog/attributes';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { attributeChangeSchema } from '@/lib/validation/attributes';
import { routeKind, type KindContext } from '@/lib/server/routes/attribute-kind';

/** Renames a value, changes a colour's swatch, or retires or restores it */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<KindContext & IdContext>(async ({ db, staff, body }, context) => {
    const kind = await routeKind(context);
    const id = await routeId(context);
    await changeAttribute(db, staff, kind, id, validated(attributeChangeSchema, body));
    return json({ status: 'success', msg: 'Saved' });
  }),
});
