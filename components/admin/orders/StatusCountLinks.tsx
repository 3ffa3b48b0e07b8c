import Link from 'next/link';
import type { ReactNode } from 'react';
import { statusLabel, type OrderStatus } from '@/lib/order-status';
import { deskSearch, statusParam, type DeskFilters } from '@/lib/desk/order-desk-url';
import type { StatusCounts } from '@/lib/types/order-desk';
import styles from '../ui/Filters.module.scss';

/**
 * How many orders are in each of `statuses`, each a link to the desk filtered by it (the current one marked) and by
 * the filters in `keep`; `children`, a chip of its own, goes first.
 */
export function StatusCountLinks(props: {
  statuses: OrderStatus[];
  counts: StatusCounts;
  current?: OrderStatus;
  label: string;
  keep?: DeskFilters;
  children?: ReactNode;
}) {
  return (
    <ul className={styles.counts} aria-label={props.label}>
      {props.children && <li>{props.children}</li>}
      {props.statuses.map((status) => {
        const param = statusParam(status);
        return (
          <li key={param}>
            <Link
              href={`/admin/orders${deskSearch({ ...props.keep, status })}`}
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
