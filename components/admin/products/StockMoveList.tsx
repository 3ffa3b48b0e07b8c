import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import { STOCK_REASONS, stockReasonLabel, type StockReason } from '@/lib/stock-moves';
import type { StockMoveEntry } from '@/lib/types/stock-moves';
import { Field } from '../ui/Field';
import { countOf, RecordTable } from '../ui/RecordTable';
import actions from '../ui/Actions.module.scss';
import filters from '../ui/Filters.module.scss';
import table from '../ui/Table.module.scss';
import styles from './StockMoveList.module.scss';

/** A change of pieces with its sign: "+6", "−2". */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${-delta}`);

/**
 * Moves of stock, newest first: when, which size and colour (and product, on the log of every product), by how many
 * pieces, how many were left after, why, and the order or staff member behind it.
 */
export function StockMoveList({
  entries,
  total,
  showProduct,
}: {
  entries: StockMoveEntry[];
  total: number;
  showProduct: boolean;
}) {
  if (!entries.length) return <p className={table.empty}>No stock moves yet.</p>;
  const columns = ['When', ...(showProduct ? ['Product'] : []), 'Size and colour', 'Change', 'Left', 'Reason', 'Order', 'By'];
  return (
    <RecordTable caption={countOf(total, 'stock move')} columns={columns}>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label="When">{formatDateTime(entry.at)}</td>
          {showProduct && (
            <td data-label="Product">
              <Link href={`/admin/products/${entry.product_id}`}>{entry.product}</Link>
            </td>
          )}
          <td data-label="Size and colour">{entry.pair}</td>
          <td data-label="Change" className={entry.delta > 0 ? styles.more : styles.fewer}>
            {signed(entry.delta)}
          </td>
          <td data-label="Left">{entry.quantity_after}</td>
          <td data-label="Reason">
            {stockReasonLabel(entry.reason)}
            {entry.note && <span className={styles.note}>{entry.note}</span>}
          </td>
          <td data-label="Order">
            {entry.order_no ? <Link href={`/admin/orders/${entry.order_no}`}>{entry.order_no}</Link> : '—'}
          </td>
          <td data-label="By">{entry.staff ?? (entry.order_no ? 'Customer' : '—')}</td>
        </tr>
      ))}
    </RecordTable>
  );
}

/** The log's filters, a plain form whose address is the filter: a reason, and a piece of a product's name. */
export function StockMoveFilters({ reason, q, product }: { reason?: StockReason; q?: string; product?: number }) {
  return (
    <form action="/admin/stock" className={filters.filters} role="search">
      {product && <input type="hidden" name="product" value={product} />}
      <Field id="moves-q" label="Product" className={filters.search}>
        <input id="moves-q" name="q" type="search" defaultValue={q} placeholder="A product’s name" />
      </Field>
      <Field id="moves-reason" label="Reason">
        <select id="moves-reason" name="reason" defaultValue={reason ?? ''}>
          <option value="">Every reason</option>
          {STOCK_REASONS.map(({ reason, label }) => (
            <option key={reason} value={reason}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <div className={filters.actions}>
        <button type="submit" className={actions.primary}>
          Show
        </button>
        {(reason || q || product) && (
          <Link href="/admin/stock" className={actions.secondary}>
            Every move
          </Link>
        )}
      </div>
    </form>
  );
}
