import { STATUS_ORDER, statusLabel } from '@/lib/order-status';
import { statusParam } from '@/lib/desk/order-desk-url';

/** Every status as an `<option>` of a select, by its label, in the pipeline's order. */
export function StatusOptions() {
  return STATUS_ORDER.map((status) => (
    <option key={statusParam(status)} value={statusParam(status)}>
      {statusLabel(status)}
    </option>
  ));
}
