import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { addNote } from '@/lib/server/orders/desk';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { noteSchema } from '@/lib/validation/admin';

/** Adds a staff note to an order: dated, signed, and never shown to the customer. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    await addNote(db, staff, await orderNumber(context), validated(noteSchema, body).note);
    return json({ status: 'success', msg: 'Note added' });
  }),
});
