import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { csvResponse } from '@/lib/server/csv';
import { reportCsv, reportCsvName, salesReport } from '@/lib/server/orders';
import { reportQuerySchema } from '@/lib/validation/reports';

/** The shop's figures over a period of Dhaka days (revenue figures only); `?figure=` downloads one as CSV. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) => {
    const query = parseQuery(reportQuerySchema, request);
    const report = await salesReport(db, staff, query);
    if (!query.figure) return json({ status: 'success', data: report });
    return csvResponse(reportCsv(report, query.figure), reportCsvName(report, query.figure));
  }),
});
