import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { editOrder, getOrderDraft } from '@/lib/server/orders/edit';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { formatPrice } from '@/lib/format';
import { orderEditSchema } from '@/lib/validation/order-edit';

/**
 * The order as its editor opens (GET), and an edit (POST): priced without saving when `preview`, else saved from the
 * version the editor loaded; a 409 says why when it cannot be (a courier has it, someone changed it, a line is short).
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<OrderContext>(async ({ db }, context) => json(await getOrderDraft(db, await orderNumber(context))), {
    area: 'orders',
  }),
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    const edit = validated(orderEditSchema, body);
    const { outcome, changed, told } = await editOrder(db, staff, await orderNumber(context), edit);
    const total = `The total is ${formatPrice(outcome.total)}`;
    const msg = edit.preview
      ? `${total}${outcome.total === outcome.was_total ? ', as before' : ` (was ${formatPrice(outcome.was_total)})`}.`
      : !changed
        ? 'Nothing was changed.'
        : `Saved. ${total}${outcome.total === outcome.was_total ? '' : ` (was ${formatPrice(outcome.was_total)})`}${told ? ': the customer is told.' : '.'}`;
    return json({ status: 'success', msg, ...outcome });
  }),
});
