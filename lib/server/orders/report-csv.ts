import 'server-only';
import type { FigureKey } from '../../reports';
import type { ReportSeller, SalesReport } from '../../types/reports';
import { CSV_BOM, csvLine } from '../csv';

type Cell = string | number | null;

const sellers = (name: string, rows: ReportSeller[]): Cell[][] => [
  [name, 'Pieces', 'Revenue (BDT)'],
  ...rows.map((row) => [row.name, row.pieces, row.revenue]),
];

/** Each figure of a report as the rows of its CSV, the header first. */
const FIGURE_ROWS: Record<FigureKey, (report: SalesReport) => Cell[][]> = {
  summary: (r) => [
    ['Figure', 'Value'],
    ['From', r.from],
    ['To', r.to],
    ['Orders placed', r.placed],
    ['Orders standing (not cancelled)', r.standing],
    ['Average order (BDT)', r.average_order],
    ['Cash collected (BDT)', r.collected],
    ['Delivered', r.delivered],
    ['Returned', r.returned],
    ['Cancelled', r.canceled],
    ['Refusal rate (%)', r.refusal_rate],
    ['Cancellation rate (%)', r.cancellation_rate],
    ['New customers', r.new_customers],
    ['Returning customers', r.returning_customers],
  ],
  days: (r) => [
    ['Day', 'Orders placed', 'Orders delivered', 'Cash collected (BDT)'],
    ...r.days.map((d) => [d.day, d.orders, d.deliveries, d.cash]),
  ],
  sources: (r) => [['Source', 'Orders', 'Total (BDT)'], ...r.sources.map((s) => [s.label, s.orders, s.total])],
  products: (r) => sellers('Product', r.products),
  sizes: (r) => sellers('Size', r.sizes),
  colours: (r) => sellers('Colour', r.colours),
  reasons: (r) => [['Outcome', 'Reason', 'Orders'], ...r.reasons.map((x) => [x.outcome, x.reason, x.orders])],
};

/** One figure of a report as a CSV file (with the BOM, and formulas neutralised by csvLine). */
export const reportCsv = (report: SalesReport, figure: FigureKey): string =>
  CSV_BOM + FIGURE_ROWS[figure](report).map(csvLine).join('');

/** The download's file name: the figure and its days. */
export const reportCsvName = (report: SalesReport, figure: FigureKey) => `report-${figure}-${report.from}-${report.to}.csv`;
