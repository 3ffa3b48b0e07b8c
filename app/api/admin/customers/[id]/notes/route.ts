import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { addCustomerNote } from '@/lib/server/customers/desk';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { noteSchema } from '@/lib/validation/admin';

/** Adds a staff note to a customer's account: dated, signed, and never shown to her. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    await addCustomerNote(db, staff, await routeId(context), validated(noteSchema, body).note);
    return json({ status: 'success', msg: 'Note added' });
  }),
});
