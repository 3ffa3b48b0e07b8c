/** The orders' door: what other rooms of lib/server use of it. */
export { afterMove, moveOrder, MoveRefused, type MadeMove } from './move';
export { lockedOrder, orderLines, restockLines } from './returns';
export { salesReport } from './reports';
export { reportCsv, reportCsvName } from './report-csv';
