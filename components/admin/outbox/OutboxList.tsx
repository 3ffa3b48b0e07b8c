import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import { OUTBOX_STATES, type OutboxEntry, type OutboxState } from '@/lib/types/outbox';
import { countOf, RecordTable } from '../ui/RecordTable';
import { RetryButton } from './RetryButton';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import filters from '../ui/Filters.module.scss';
import table from '../ui/Table.module.scss';
import styles from './OutboxList.module.scss';

/** What a message's state means, in words. */
function stateText(entry: OutboxEntry): string {
  switch (entry.state) {
    case 'sent':
      return `Sent ${formatDateTime(entry.sent_at!)} (${entry.via})`;
    case 'not-configured':
      return entry.channel === 'sms' ? 'Not sent: no SMS gateway' : 'Not configured: e-mail waits until SMTP_URL is set';
    case 'pending':
      return entry.attempts
        ? `Attempt ${entry.attempts} failed: ${entry.last_error}. Next try ${formatDateTime(entry.next_attempt_at!)}`
        : 'Pending';
    case 'failed':
      return `Failed after ${entry.attempts} attempts: ${entry.last_error}`;
    default:
      return `Skipped: ${entry.last_error}`;
  }
}

/** The states as links that filter the outbox, with how many messages each holds. */
export function OutboxStates({ counts, current }: { counts: Partial<Record<OutboxState, number>>; current?: OutboxState }) {
  return (
    <ul className={filters.counts} aria-label="Messages by state">
      <li>
        <Link href="/admin/outbox" aria-current={current ? undefined : 'true'}>
          All <strong>{Object.values(counts).reduce((sum, n) => sum + n, 0)}</strong>
        </Link>
      </li>
      {OUTBOX_STATES.map(({ state, label }) => (
        <li key={state}>
          <Link href={`/admin/outbox?state=${state}`} aria-current={current === state ? 'true' : undefined}>
            {label} <strong>{counts[state] ?? 0}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A search by recipient (a piece of an e-mail address or number), within the state shown: a plain form. */
export function OutboxSearch({ state, q }: { state?: OutboxState; q?: string }) {
  return (
    <form action="/admin/outbox" className={filters.filters} role="search">
      {state && <input type="hidden" name="state" value={state} />}
      <Field id="outbox-q" label="To" className={filters.search}>
        <input id="outbox-q" name="q" type="search" defaultValue={q} placeholder="E-mail address or phone number" />
      </Field>
      <div className={filters.actions}>
        <button type="submit" className={actions.primary}>
          Search
        </button>
      </div>
    </form>
  );
}

/** The outbox's messages, newest first: to whom, what (open one to read it), and how it went. */
export function OutboxList({ entries, total }: { entries: OutboxEntry[]; total: number }) {
  if (!entries.length) return <p className={table.empty}>No messages.</p>;
  return (
    <RecordTable caption={countOf(total, 'message')} columns={['Written', 'To', 'Message', 'State', '']}>
      {entries.map((entry) => (
        <tr key={entry.id} data-state={entry.state}>
          <td data-label="Written">{formatDateTime(entry.created_at)}</td>
          <td data-label="To">
            {entry.channel === 'sms' ? 'SMS ' : ''}
            {entry.recipient}
            {entry.parts && <span className={styles.parts}>{countOf(entry.parts, 'part')}</span>}
          </td>
          <td data-label="Message">
            <details>
              <summary>{entry.subject || (entry.text.length > 60 ? `${entry.text.slice(0, 60)}…` : entry.text)}</summary>
              <pre className={styles.message}>{entry.text}</pre>
            </details>
          </td>
          <td data-label="State">{stateText(entry)}</td>
          <td>{entry.state === 'failed' && <RetryButton id={entry.id} recipient={entry.recipient} />}</td>
        </tr>
      ))}
    </RecordTable>
  );
}
