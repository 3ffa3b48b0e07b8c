import { createCollection, listCollections } from '@/lib/server/content/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { collectionFormSchema } from '@/lib/validation/content-forms';

/** The collections in the shop's order; or a new one. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json({ data: await listCollections(db) }), { area: 'content' }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const id = await createCollection(db, staff, validated(collectionFormSchema, body));
    return json({ status: 'success', msg: 'Collection added', id }, { status: 201 });
  }),
});
