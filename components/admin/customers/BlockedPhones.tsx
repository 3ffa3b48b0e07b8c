import { formatDateTime } from '@/lib/format';
import type { BlockedPhone } from '@/lib/types/customer-desk';
import { PhoneLink } from '../ui/PhoneLink';
import { countOf, RecordTable } from '../ui/RecordTable';
import { UnblockButton } from './UnblockButton';
import table from '../ui/Table.module.scss';

/** Blocked phones, newest first: why, who blocked it and when, and a button to unblock it. */
export function BlockedPhones({ phones }: { phones: BlockedPhone[] }) {
  return (
    <RecordTable
      caption={countOf(phones.length, 'blocked phone')}
      columns={[
        'Phone',
        'Why',
        'Blocked',
        <span key="unblock" className={table.hidden}>
          Unblock
        </span>,
      ]}
    >
      {phones.map((row) => (
        <tr key={row.phone} data-testid="blocked-row">
          <td>
            <PhoneLink phone={row.phone} />
          </td>
          <td data-label="Why">{row.reason}</td>
          <td data-label="Blocked">
            {formatDateTime(row.created_at)} by {row.staff}
          </td>
          <td>
            <UnblockButton phone={row.phone} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
