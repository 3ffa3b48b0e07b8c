import Link from 'next/link';
import { STATUS_ORDER } from '@/lib/order-status';
import { deskSearch, statusParam, type DeskFilters as Filters } from '@/lib/desk/order-desk-url';
import { dhakaDate } from '@/lib/dhaka-day';
import type { StatusCounts } from '@/lib/types/order-desk';
import { StatusCountLinks } from './StatusCountLinks';
import { ExportLinks } from './ExportLinks';
import { StatusOptions } from './StatusOptions';
import { SourceOptions } from './SourceOptions';
import { DayRange } from '../ui/DayRange';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import styles from '../ui/Filters.module.scss';

/**
 * The desk's filters as a plain form (its address is the filter, so a filtered list can be bookmarked or sent to
 * a colleague), the count of every status as links, and the CSV of what the filters hold, in either shape. Unverified phone keeps the
 * orders whose number nobody proved: the ones to call first. Source keeps the website's orders, or those staff took
 * from a channel. On a phone the form is folded behind "Filters" (open while it narrows the list), so that the first
 * order is on the first screen. The Today chip keeps the orders placed today (a Dhaka day) under the other filters,
 * and the status links keep it.
 */
export function DeskFilters({
  filters,
  counts,
  exports = true,
}: {
  filters: Filters;
  counts: StatusCounts;
  /** whether the account may export (Exports) */
  exports?: boolean;
}) {
  const { page: _, ...withoutPage } = filters;
  const today = dhakaDate(new Date());
  const isToday = filters.from === today && filters.to === today;
  // The status and Today are shown by their links above; a search, days or the phone filter keep the fold open.
  const narrowed = Boolean(filters.q || (!isToday && (filters.from || filters.to)) || filters.unverified);
  return (
    <>
      <StatusCountLinks
        statuses={STATUS_ORDER}
        counts={counts}
        current={filters.status}
        label="Orders per status"
        keep={isToday ? { from: today, to: today } : undefined}
      >
        <Link
          href={`/admin/orders${deskSearch({ ...withoutPage, from: isToday ? undefined : today, to: isToday ? undefined : today })}`}
          aria-current={isToday ? 'true' : undefined}
          data-testid="today-chip"
        >
          Today
        </Link>
      </StatusCountLinks>
      <details className={styles.fold} open={narrowed}>
        <summary>Filters</summary>
        <form action="/admin/orders" className={styles.filters} role="search">
          <Field id="desk-q" label="Search" className={styles.search}>
            <input
              id="desk-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Order number, phone, name or e-mail"
            />
          </Field>
          <Field id="desk-status" label="Status">
            <select id="desk-status" name="status" defaultValue={filters.status === undefined ? '' : statusParam(filters.status)}>
              <option value="">All</option>
              <StatusOptions />
            </select>
          </Field>
          <Field id="desk-source" label="Source">
            <select id="desk-source" name="source" defaultValue={filters.source ?? ''}>
              <option value="">All</option>
              <SourceOptions />
            </select>
          </Field>
          <DayRange id="desk" from={filters.from} to={filters.to} />
          <label className={styles.check}>
            <input type="checkbox" name="unverified" value="1" defaultChecked={filters.unverified === '1'} /> Unverified phone
          </label>
          <div className={styles.actions}>
            <button type="submit" className={actions.primary}>
              Filter
            </button>
            <Link href="/admin/orders" className={actions.secondary}>
              Clear
            </Link>
            {exports && <ExportLinks filters={filters} />}
          </div>
        </form>
      </details>
    </>
  );
}
