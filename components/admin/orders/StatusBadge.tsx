import { statusLabel, type OrderStatus } from '@/lib/order-status';
import { statusParam } from '@/lib/desk/order-desk-url';
import styles from './StatusBadge.module.scss';

/** An order's status as a small coloured label (the colour only repeats what the text says). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-status={statusParam(status)}>
      {statusLabel(status)}
    </span>
  );
}
