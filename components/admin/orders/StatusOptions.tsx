import { STATUS_ORDER, statusLabel, type OrderStatus } from '@/lib/order-status';
import { statusParam } from '@/lib/desk/order-desk-url';

/** Statuses as `<option>`s of a select, by their labels: every status in the pipeline's order unless named. */
export function StatusOptions({ statuses = STATUS_ORDER }: { statuses?: OrderStatus[] }) {
  return statuses.map((status) => (
    <option key={statusParam(status)} value={statusParam(status)}>
      {statusLabel(status)}
    </option>
  ));
}
