import { handleStaff, methods, parseQuery } from '@/lib/server/routes/http';
import { csvResponse } from '@/lib/server/csv';
import { exportOrders } from '@/lib/server/orders/export';
import { orderDeskQuerySchema } from '@/lib/validation/admin';

/** The desk's filtered orders as CSV (one row per item line), streamed as it is read. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(
    async ({ request, db }) => {
      const { page: _, ...query } = parseQuery(orderDeskQuerySchema, request);
      const encoder = new TextEncoder();
      const rows = exportOrders(db, query);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value, done } = await rows.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        },
        async cancel() {
          await rows.return(undefined);
        },
      });
      return csvResponse(body, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    },
    { area: 'exports' },
  ),
});
