import Link from 'next/link';
import { formatDateTime, formatPrice } from '@/lib/format';
import { displayPhone } from '@/lib/phone';
import { piecesText } from '@/lib/order-returns';
import type { HistoryEntry } from '@/lib/types/history';
import table from '../ui/Table.module.scss';
import styles from './HistoryList.module.scss';

/** A value of a change as read: nothing is "none". */
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : String(value));

/** Pieces back in stock, as a restock recorded them (older entries say only that it happened). */
const backInStock = (restocked: unknown) => (typeof restocked === 'number' ? `${piecesText(restocked)} in stock` : 'in stock');

/** What one change did, in words. */
function describe(entry: HistoryEntry): string {
  const { before, after } = entry;
  switch (entry.action) {
    case 'status':
      return `Status: ${String(before?.status)} → ${String(after.status)}${after.reason ? ` (${String(after.reason)})` : ''}`;
    case 'reopened':
      return `Reopened: ${String(before?.status)} → ${String(after.status)}`;
    case 'note':
      return String(after.note);
    case 'stock':
      return `Stock: ${Object.keys(after)
        .map((cell) => `${cell} ${String(before?.[cell])} → ${String(after[cell])}`)
        .join(', ')}`;
    case 'created':
      return entry.subject === 'order' ? `Order taken: ${String(after.source)}` : `Added ${String(after.Title ?? after.Code)}`;
    case 'edited':
      return Object.keys(after)
        .map((field) => `${field}: ${shown(before?.[field])} → ${shown(after[field])}`)
        .join('; ');
    case 'added':
      return `Added ${String(after.name)} (${String(after.role)})`;
    case 'booked':
      return `Booked with ${String(after.courier)}${after.consignment ? `: consignment ${String(after.consignment)}` : ''}`;
    case 'return requested':
      return `Asked ${String(after.courier)} to bring the parcel back: ${String(after.reason)}`;
    case 'returned':
      return `Parcel back: ${backInStock(after.restocked)}, return fee ${String(after.return_fee)}`;
    case 'kept':
      return `Kept ${String(after.kept)}; collected ${String(after.collected)}`;
    case 'exchanged':
      return `Exchanged for ${String(after.exchange)}: ${String(after.pieces)}`;
    case 'exchange of':
      return `Exchange of ${String(after.exchange_of)}: ${String(after.pieces)}`;
    case 'exchange back':
      return `Exchanged pieces back: ${backInStock(after.restocked)}`;
    case 'blocked':
      return `Blocked ${displayPhone(String(after.phone))}: ${String(after.reason)}`;
    case 'unblocked':
      return `Unblocked ${displayPhone(String(after.phone))} (was: ${String(before?.reason)})`;
    case 'merged':
      return mergedText(entry);
    case 'refund':
      return `Refund ${formatPrice(Number(after.amount))} by ${String(after.gateway)} (${String(after.reference)})${after.note ? `: ${String(after.note)}` : ''}`;
    default:
      return entry.action.charAt(0).toUpperCase() + entry.action.slice(1);
  }
}

/** A merge of two accounts, in words: whose, what moved, what this one gained. */
function mergedText({ before, after }: HistoryEntry): string {
  const other = [before?.name, before?.email, before?.phone && displayPhone(String(before.phone))].filter(Boolean).join(', ');
  const gained = (after.gained as string[] | undefined)?.length ? `; gained ${(after.gained as string[]).join(', ')}` : '';
  return `Merged account #${String(before?.account)} (${other}): ${String(after.orders)} orders moved${gained}`;
}

/** Who made a change: a staff member or a courier by name, or the customer herself ("Customer (Nadia Rahman)"). */
const authorOf = (entry: Pick<HistoryEntry, 'staff' | 'customer' | 'courier'>) =>
  entry.staff ?? entry.courier ?? `Customer (${entry.customer ?? 'unknown'})`;

/** Where a change was made, as a link to an order or a product. */
function subjectOf(entry: HistoryEntry) {
  if (entry.subject === 'order') return <Link href={`/admin/orders/${entry.subject_name}`}>{entry.subject_name}</Link>;
  if (entry.subject === 'product') return <Link href={`/admin/products/${entry.subject_id}`}>{entry.subject_name}</Link>;
  if (entry.subject === 'settings') return <Link href="/admin/settings">{entry.subject_name}</Link>;
  if (entry.subject === 'coupon') return <Link href={`/admin/coupons/${entry.subject_id}`}>{entry.subject_name}</Link>;
  if (entry.subject === 'page') return <Link href="/admin/content">{entry.subject_name}</Link>;
  if (entry.subject === 'collection')
    return <Link href={`/admin/content/collections/${entry.subject_id}`}>{entry.subject_name}</Link>;
  if (entry.subject === 'post') return <Link href={`/admin/content/posts/${entry.subject_id}`}>{entry.subject_name}</Link>;
  if (entry.subject === 'customer') return <Link href={`/admin/customers/${entry.subject_id}`}>{entry.subject_name}</Link>;
  if (entry.subject === 'phone')
    return <Link href={`/admin/customers?q=${encodeURIComponent(String(entry.after.phone))}`}>{entry.subject_name}</Link>;
  return entry.subject_name;
}

/** Changes newest first: who, when, what (and on what, in the owner's list of everything). */
export function HistoryList({ entries, showSubject = false }: { entries: HistoryEntry[]; showSubject?: boolean }) {
  if (!entries.length) return <p className={table.empty}>Nothing has been changed yet.</p>;
  return (
    <ol className={styles.history}>
      {entries.map((entry) => (
        <li key={entry.id} data-action={entry.action}>
          <p className={styles.when}>
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> · {authorOf(entry)}
            {showSubject && <> · {subjectOf(entry)}</>}
          </p>
          <p className={entry.action === 'note' ? styles.note : undefined}>{describe(entry)}</p>
        </li>
      ))}
    </ol>
  );
}
