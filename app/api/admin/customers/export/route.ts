import { handleStaff, methods } from '@/lib/server/routes/http';
import { csvResponse, csvStream } from '@/lib/server/csv';
import { dhakaDate } from '@/lib/dhaka-day';
import { exportCustomers } from '@/lib/server/customers/export';

/** Every customer as CSV (the owner only), streamed as it is read. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db, staff }) =>
    csvResponse(csvStream(exportCustomers(db, staff)), `customers-${dhakaDate(new Date())}.csv`),
  ),
});
