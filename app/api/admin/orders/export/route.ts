import { handleStaff, methods, parseQuery } from '@/lib/server/routes/http';
import { csvResponse, csvStream } from '@/lib/server/csv';
import { dhakaDate } from '@/lib/dhaka-day';
import { exportOrders } from '@/lib/server/orders/export';
import { orderExportQuerySchema } from '@/lib/validation/admin';

/** The desk's filtered (or picked) orders as CSV, one row per order or per item line, streamed as it is read. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) => {
    const query = parseQuery(orderExportQuerySchema, request);
    const rows = exportOrders(db, staff, query);
    const name = query.shape === 'lines' ? 'order-lines' : 'orders';
    return csvResponse(csvStream(rows), `${name}-${dhakaDate(new Date())}.csv`);
  }),
});
