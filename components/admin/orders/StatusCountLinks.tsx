import Link from 'next/link';
import { statusLabel, type OrderStatus } from '@/lib/order-status';
import { deskSearch, statusParam } from '@/lib/desk/order-desk-url';
import type { StatusCounts } from '@/lib/types/order-desk';
import styles from '../ui/Filters.module.scss';

/** How many orders are in each of `statuses`, each a link to the desk filtered by it (the current one marked). */
export function StatusCountLinks(props: { statuses: OrderStatus[]; counts: StatusCounts; current?: OrderStatus; label: string }) {
  return (
    <ul className={styles.counts} aria-label={props.label}>
      {props.statuses.map((status) => {
        const param = statusParam(status);
        return (
          <li key={param}>
            <Link
              href={`/admin/orders${deskSearch({ status })}`}
              aria-current={props.current === status ? 'true' : undefined}
              data-status={param}
            >
              {statusLabel(status)} <strong>{props.counts[param] ?? 0}</strong>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
