import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import type { CustomerRow } from '@/lib/types/customer-desk';
import { PhoneLink } from '../ui/PhoneLink';
import { countOf, RecordTable } from '../ui/RecordTable';
import { BlockedFlag } from './BlockedFlag';
import styles from './CustomerTable.module.scss';

/**
 * Customers as rows (a small card each on a phone): name (flagged when a phone of hers is blocked), phone to call
 * or write to on WhatsApp, e-mail, orders, deliveries and her last order.
 */
export function CustomerTable({ rows, total }: { rows: CustomerRow[]; total: number }) {
  return (
    <RecordTable caption={countOf(total, 'customer')} columns={['Name', 'Phone', 'E-mail', 'Orders', 'Delivered', 'Last order']}>
      {rows.map((row) => (
        <tr key={row.id} data-testid="customer-row">
          <td className={styles.name}>
            <Link href={`/admin/customers/${row.id}`}>{row.name}</Link> {row.blocked && <BlockedFlag>Blocked</BlockedFlag>}
          </td>
          <td data-label="Phone">{row.phone ? <PhoneLink phone={row.phone} whatsApp /> : 'none'}</td>
          <td data-label="E-mail">{row.email ?? 'none'}</td>
          <td data-label="Orders">{row.orders}</td>
          <td data-label="Delivered">{row.delivered}</td>
          <td data-label="Last order">{row.last_order_at ? formatDateTime(row.last_order_at) : 'none'}</td>
        </tr>
      ))}
    </RecordTable>
  );
}
