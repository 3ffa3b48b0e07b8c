import actions from '../ui/Actions.module.scss';

/**
 * The orders export of a desk query (`?…`, or nothing for every order) in its two shapes: one row per order for a
 * list, one row per item line for what was sold; either sums to the orders' totals.
 */
export function ExportLinks({ search }: { search: string }) {
  const href = (shape: 'orders' | 'lines') => `/api/admin/orders/export${search ? `${search}&` : '?'}shape=${shape}`;
  return (
    <>
      <a href={href('orders')} className={actions.secondary} download>
        Export orders CSV
      </a>
      <a href={href('lines')} className={actions.secondary} download>
        Export item lines CSV
      </a>
    </>
  );
}
