import { getCollectionForm, updateCollection } from '@/lib/server/content/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { collectionFormSchema } from '@/lib/validation/content-forms';

/** One collection: read its form, or save it (recorded; every page shows it at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(async ({ db }, context) => json(await getCollectionForm(db, await routeId(context))), {
    area: 'content',
  }),
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    await updateCollection(db, staff, await routeId(context), validated(collectionFormSchema, body));
    return json({ status: 'success', msg: 'Collection saved' });
  }),
});
