import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { reconcile, reconciliationCsv } from '@/lib/server/couriers';
import { csvResponse } from '@/lib/server/csv';
import { reconciliationQuerySchema } from '@/lib/validation/couriers';

/** One courier's money over a period (Couriers and money); `?format=csv` downloads it. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) => {
    const report = await reconcile(db, staff, parseQuery(reconciliationQuerySchema, request));
    if (new URL(request.url).searchParams.get('format') !== 'csv') return json({ status: 'success', data: report });
    return csvResponse(reconciliationCsv(report), `${report.courier}-${report.from}-${report.to}.csv`);
  }),
});
