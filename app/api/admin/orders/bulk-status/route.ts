import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { bulkMove } from '@/lib/server/orders/bulk';
import { statusLabel } from '@/lib/order-status';
import { bulkStatusSchema } from '@/lib/validation/bulk';

/** Moves the desk's selection (its numbers, or its filters) to one status; each order's result is in `data`. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(async ({ db, staff, body }) => {
    const move = validated(bulkStatusSchema, body);
    const data = await bulkMove(db, staff, move);
    const moved = data.filter((outcome) => outcome.result === 'moved').length;
    return json({ status: 'success', msg: `${moved} of ${data.length} moved to ${statusLabel(move.to)}`, data });
  }),
});
