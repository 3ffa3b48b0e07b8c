import Link from 'next/link';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { DeskOrderRow } from '@/lib/types/order-desk';
import { sourceLabel } from '@/lib/order-source';
import { collectText, paidAheadText } from '@/lib/paid-ahead';
import { PhoneLink } from '../ui/PhoneLink';
import { BlockedFlag } from '../customers/BlockedFlag';
import { BULK_FORM } from './BulkBar';
import { PhoneCheck } from './PhoneCheck';
import { StatusBadge } from './StatusBadge';
import styles from './DeskTable.module.scss';

/**
 * Orders as rows (a card each on a phone): number, date and source, customer (her phone marked when she proved it),
 * district, pieces, total (with what was paid ahead and the cash left to collect), status (and a blocked phone's flag). Her phone is a link to call her, with one to write to
 * her on WhatsApp beside it. With
 * `selectable`, each order has a box to tick for the bulk bar (BulkBar).
 */
export function DeskTable({
  rows,
  caption,
  selectable = false,
}: {
  rows: DeskOrderRow[];
  caption: string;
  selectable?: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Customer</th>
          <th scope="col">District</th>
          <th scope="col" className={styles.items}>
            Items
          </th>
          <th scope="col" className={styles.total}>
            Total
          </th>
          <th scope="col" className={styles.status}>
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.order_no} data-testid="desk-row">
            <th scope="row" className={styles.number}>
              {selectable && (
                <label className={styles.tick}>
                  <input
                    type="checkbox"
                    form={BULK_FORM}
                    name="orders"
                    value={row.order_no}
                    aria-label={`Tick ${row.order_no}`}
                  />
                </label>
              )}
              <Link href={`/admin/orders/${row.order_no}`}>{row.order_no}</Link>
            </th>
            <td className={styles.date}>
              {formatDateTime(row.created_at)}
              <span className={styles.source} data-testid="desk-source">
                {sourceLabel(row.source)}
              </span>
            </td>
            <td className={styles.customer}>
              {row.customer}
              <span className={styles.phone}>
                <PhoneLink phone={row.contact} whatsApp /> {row.phone_verified && <PhoneCheck verified />}
              </span>
            </td>
            <td className={styles.district}>{row.district}</td>
            <td className={styles.items}>
              {row.items} {row.items === 1 ? 'item' : 'items'}
            </td>
            <td className={styles.total}>
              {formatPrice(row.total)}
              {row.prepaid > 0 && (
                <span className={styles.paid} data-testid="desk-paid">
                  {paidAheadText(row)} · {collectText(row)}
                </span>
              )}
            </td>
            <td className={styles.status}>
              <StatusBadge status={row.status} /> {row.blocked && <BlockedFlag />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
