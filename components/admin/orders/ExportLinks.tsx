import { exportHref, type DeskFilters } from '@/lib/desk/order-desk-url';
import actions from '../ui/Actions.module.scss';

/**
 * The orders export of the desk's filters (or of the orders chosen under them) in its two shapes: one row per order
 * for a list, one row per item line for what was sold; either sums to the orders' totals.
 */
export function ExportLinks({ filters, orders }: { filters: DeskFilters; orders?: string[] }) {
  return (
    <>
      <a href={exportHref(filters, 'orders', orders)} className={actions.secondary} download>
        Export orders CSV
      </a>
      <a href={exportHref(filters, 'lines', orders)} className={actions.secondary} download>
        Export item lines CSV
      </a>
    </>
  );
}
