import Link from 'next/link';
import { STATUS_ORDER, statusLabel } from '@/lib/order-status';
import { deskSearch, statusParam, type DeskFilters as Filters } from '@/lib/order-desk-url';
import type { StatusCounts } from '@/lib/types/order-desk';
import form from '@/components/ui/Form.module.scss';
import styles from './Admin.module.scss';

/**
 * The desk's filters as a plain form (its address is the filter, so a filtered list can be bookmarked or sent to
 * a colleague), the count of every status as links, and the CSV of what the filters hold.
 */
export function DeskFilters({ filters, counts }: { filters: Filters; counts: StatusCounts }) {
  const { page: _, ...withoutPage } = filters;
  return (
    <>
      <ul className={styles.counts} aria-label="Orders per status">
        {STATUS_ORDER.map((status) => {
          const param = statusParam(status);
          return (
            <li key={param}>
              <Link
                href={`/admin/orders${deskSearch({ status })}`}
                aria-current={filters.status === status ? 'true' : undefined}
                data-status={param}
              >
                {statusLabel(status)} <strong>{counts[param] ?? 0}</strong>
              </Link>
            </li>
          );
        })}
      </ul>
      <form action="/admin/orders" className={styles.filters} role="search">
        <div className={`${form.field} ${styles.search}`}>
          <label htmlFor="desk-q">Search</label>
          <input id="desk-q" name="q" type="search" defaultValue={filters.q} placeholder="Order number, phone, name or e-mail" />
        </div>
        <div className={form.field}>
          <label htmlFor="desk-status">Status</label>
          <select id="desk-status" name="status" defaultValue={filters.status === undefined ? '' : statusParam(filters.status)}>
            <option value="">All</option>
            {STATUS_ORDER.map((status) => (
              <option key={statusParam(status)} value={statusParam(status)}>
                {statusLabel(status)}
              </option>
            ))}
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
