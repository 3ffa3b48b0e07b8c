/**
 * The CSV exports at scale (part of the order desk's bench): each drained in a process of its own with a small heap,
 * its peak memory reported. Memory that stays level from a tenth of the orders to all of them does not grow with them.
 */
import { spawnSync } from 'node:child_process';

/** Heap allowed to the process that exports: far less than the CSV of the larger export. */
const EXPORT_HEAP_MB = 48;

type Shape = 'orders' | 'lines' | 'customers';

const ROWS: Record<Shape, string> = { orders: 'orders', lines: 'item lines', customers: 'customers' };

/** Exports the newest `count` orders (or every customer) in a process of its own, and reports its peak memory. */
function exportRun(url: string, count: number, shape: Shape) {
  const child = spawnSync(
    process.execPath,
    [
      `--max-old-space-size=${EXPORT_HEAP_MB}`,
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/bench-export.ts',
      url,
      String(count),
      shape,
    ],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`the ${shape} export of ${count} orders failed: ${child.stderr}`);
  const run = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
    lines: number;
    bytes: number;
    seconds: number;
    peakRssKb: number;
  };
  const title = shape === 'customers' ? 'CSV export of the customers' : `CSV export of ${count.toLocaleString('en')} orders`;
  console.log(
    `${title.padEnd(35)}${run.lines.toLocaleString('en')} ${ROWS[shape]}, ${(run.bytes / 1048576).toFixed(1)} MB in ${run.seconds.toFixed(1)} s; peak RSS ${(run.peakRssKb / 1024).toFixed(0)} MB (heap capped at ${EXPORT_HEAP_MB} MB)`,
  );
}

/** The orders export in both shapes, at a tenth of `count` orders and at all of them, and the customers export. */
export function exportsBench(url: string, count: number) {
  exportRun(url, count / 10, 'orders');
  exportRun(url, count, 'orders');
  exportRun(url, count / 10, 'lines');
  exportRun(url, count, 'lines');
  exportRun(url, count, 'customers');
}
