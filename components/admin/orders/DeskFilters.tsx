import Link from 'next/link';
import { STATUS_ORDER } from '@/lib/order-status';
import { deskSearch, statusParam, type DeskFilters as Filters } from '@/lib/desk/order-desk-url';
import type { StatusCounts } from '@/lib/types/order-desk';
import form from '@/components/ui/Form.module.scss';
import { StatusCountLinks } from './StatusCountLinks';
import { StatusOptions } from './StatusOptions';
import styles from '../ui/Admin.module.scss';

/**
 * The desk's filters as a plain form (its address is the filter, so a filtered list can be bookmarked or sent to
 * a colleague), the count of every status as links, and the CSV of what the filters hold.
 */
export function DeskFilters({ filters, counts }: { filters: Filters; counts: StatusCounts }) {
  const { page: _, ...withoutPage } = filters;
  return (
    <>
      <StatusCountLinks statuses={STATUS_ORDER} counts={counts} current={filters.status} label="Orders per status" />
      <form action="/admin/orders" className={styles.filters} role="search">
        <div className={`${form.field} ${styles.search}`}>
          <label htmlFor="desk-q">Search</label>
          <input id="desk-q" name="q" type="search" defaultValue={filters.q} placeholder="Order number, phone, name or e-mail" />
        </div>
        <div className={form.field}>
          <label htmlFor="desk-status">Status</label>
          <select id="desk-status" name="status" defaultValue={filters.status === undefined ? '' : statusParam(filters.status)}>
            <option value="">All</option>
            <StatusOptions />
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor="desk-from">From</label>
          <input id="desk-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className={form.field}>
          <label htmlFor="desk-to">To</label>
          <input id="desk-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            Filter
          </button>
          <Link href="/admin/orders" className={styles.secondary}>
            Clear
          </Link>
          <a href={`/api/admin/orders/export${deskSearch(withoutPage)}`} className={styles.secondary} download>
            Export CSV
          </a>
        </div>
      </form>
    </>
  );
}
