import Link from 'next/link';
import { PERIODS } from '@/lib/reports';
import type { SalesReport } from '@/lib/types/reports';
import { DayRange } from '../ui/DayRange';
import actions from '../ui/Actions.module.scss';
import filters from '../ui/Filters.module.scss';

/** The period: a preset (links, the current one marked), or custom days (a form whose address is the period). */
export function ReportFilters({ report }: { report: SalesReport }) {
  return (
    <>
      <ul className={filters.counts} aria-label="Period">
        {PERIODS.filter((period) => period.key !== 'custom').map((period) => (
          <li key={period.key}>
            <Link href={`/admin/reports?period=${period.key}`} aria-current={report.period === period.key ? 'true' : undefined}>
              {period.label}
            </Link>
          </li>
        ))}
      </ul>
      <form action="/admin/reports" method="get" className={filters.filters}>
        <input type="hidden" name="period" value="custom" />
        <DayRange id="report" from={report.from} to={report.to} required />
        <div className={filters.actions}>
          <button type="submit" className={actions.primary}>
            Show
          </button>
        </div>
      </form>
    </>
  );
}
