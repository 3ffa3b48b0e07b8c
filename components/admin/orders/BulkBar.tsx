'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { courierTitle } from '@/lib/couriers';
import { getAdmin } from '@/lib/desk/api';
import { deskSearch, slipsHref, statusParam, type DeskFilters } from '@/lib/desk/order-desk-url';
import { needsConfirmation, needsReason, ORDER_STATUS, STATUS_ORDER, statusLabel, type OrderStatus } from '@/lib/order-status';
import type { DeskSelection } from '@/lib/types/order-desk';
import { BULK_LIMIT, type SlipLayout } from '@/lib/validation/bulk';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import { ExportLinks } from './ExportLinks';
import { ReasonSelect } from './ReasonSelect';
import styles from './BulkBar.module.scss';

/** The form the desk's row checkboxes belong to (`form="desk-selection"`). */
export const BULK_FORM = 'desk-selection';

const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${BULK_FORM}"][name="orders"]`)];

/** Partial Delivered asks what each customer kept: it is set order by order. */
const BULK_STATUSES = STATUS_ORDER.filter((status) => status !== ORDER_STATUS.partialDelivered);

const statusOf = (param: string): OrderStatus => (param === 'pending' ? null : (Number(param) as OrderStatus));

/** One outcome per order of a bulk call (a move or a booking). */
type Outcome = { order_no: string; result: string; msg: string };

/**
 * The desk's bulk bar: the orders ticked on the page (or all on it, or all the filters hold, 500 at most) and what
 * to do with them: move them to a status, each through the one status path (from the status the desk is filtered
 * by, when it is), print their packing slips, export them, book them with a courier. Each order's result is listed.
 * It keeps to the bottom of the screen, one line until an order is ticked, so that a phone shows the first order on
 * its first screen. The selection outlives the rows: after a move, the moved orders' slips are printed.
 */
export function BulkBar(props: { couriers: string[]; filters: DeskFilters; shown: number; total: number; exports: boolean }) {
  const { couriers, filters, shown, total, exports } = props;
  const { run, outcome, pending } = useAdminAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [matching, setMatching] = useState<DeskSelection | null>(null);
  const [allOnPage, setAllOnPage] = useState(false);
  const [to, setTo] = useState<OrderStatus>(ORDER_STATUS.processing);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [layout, setLayout] = useState<SlipLayout>('a5');
  const [results, setResults] = useState<Outcome[]>([]);

  // The selection follows the page's boxes: those ticked on it in its order, after the ones no longer on it.
  const readBoxes = () => {
    const all = boxes();
    const here = new Set(all.map((box) => box.value));
    const ticked = all.filter((box) => box.checked).map((box) => box.value);
    setSelected((now) => [...now.filter((no) => !here.has(no)), ...ticked]);
    setAllOnPage(all.length > 0 && ticked.length === all.length);
  };

  useEffect(() => {
    const changed = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.getAttribute('form') !== BULK_FORM || box.name !== 'orders') return;
      setMatching(null);
      readBoxes();
    };
    document.addEventListener('change', changed);
    return () => document.removeEventListener('change', changed);
  }, []);

  const tickPage = (ticked: boolean) => {
    boxes().forEach((box) => (box.checked = ticked));
    setMatching(null);
    readBoxes();
  };

  async function selectMatching() {
    const { page: _, ...withoutPage } = filters;
    const answer = await getAdmin<DeskSelection>(
      'orders/selection',
      Object.fromEntries(new URLSearchParams(deskSearch(withoutPage))),
    );
    if (!answer.ok) return;
    boxes().forEach((box) => (box.checked = true));
    setMatching(answer.body);
    setSelected(answer.body.orders);
    setAllOnPage(true);
  }

  const clear = () => {
    tickPage(false);
    setSelected([]);
    setResults([]);
  };

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const courier = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-courier');
    setResults([]);
    const take = (answer: { body: { data?: Outcome[] } }) => setResults(answer.body.data ?? []);
    if (courier) return void (await run('shipments', { courier, orders: selected }, take));
    if (needsConfirmation(to) && !confirming) return setConfirming(true);
    setConfirming(false);
    const data = new FormData(event.currentTarget);
    await run(
      'orders/bulk-status',
      {
        orders: selected,
        // The mover saw these orders in the status the desk is filtered by: one changed meanwhile is left as it is.
        ...(filters.status !== undefined && { from: filters.status }),
        to,
        ...(needsReason(to) && {
          reason: data.get('reason'),
          ...(reason === 'other' && { reason_text: data.get('reason_text') }),
        }),
      },
      take,
    );
  }

  const count = selected.length;
  return (
    <form id={BULK_FORM} method="post" className={styles.bar} onSubmit={move} aria-label="Bulk actions on the ticked orders">
      <div className={styles.line}>
        <label className={styles.all}>
          <input type="checkbox" checked={allOnPage} onChange={(event) => tickPage(event.currentTarget.checked)} />
          All on this page
        </label>
        <span data-testid="bulk-count">{count ? `${count} selected` : 'None selected'}</span>
        {!matching && total > shown && (
          <button type="button" className={actions.secondary} onClick={selectMatching}>
            Select all {total.toLocaleString('en')} matching
          </button>
        )}
        {count > 0 && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear
          </button>
        )}
      </div>
      {matching && matching.total > matching.orders.length && (
        <p className={styles.note}>
          The first {matching.orders.length} of {matching.total.toLocaleString('en')} matching: {BULK_LIMIT} at most at once.
        </p>
      )}
      {count > 0 && (
        <div className={styles.actions}>
          <select
            aria-label="Move to"
            value={statusParam(to)}
            onChange={(event) => {
              setTo(statusOf(event.currentTarget.value));
              setConfirming(false);
            }}
          >
            {BULK_STATUSES.map((status) => (
              <option key={statusParam(status)} value={statusParam(status)}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
          {needsReason(to) && <ReasonSelect label="Why" value={reason} onChange={setReason} />}
          {needsReason(to) && reason === 'other' && (
            <input name="reason_text" aria-label="Why, in a few words" required maxLength={200} />
          )}
          <button type="submit" className={actions.primary} disabled={pending}>
            {confirming ? `Yes, move ${count} to ${statusLabel(to)}` : `Move ${count}`}
          </button>
          <select
            aria-label="Slips per page"
            value={layout}
            onChange={(event) => setLayout(event.currentTarget.value as SlipLayout)}
          >
            <option value="a5">One slip per A5</option>
            <option value="a4">Two slips per A4</option>
          </select>
          <a href={slipsHref(selected, layout)} className={actions.secondary}>
            Print slips
          </a>
          {exports && <ExportLinks filters={filters} orders={selected} />}
          {couriers.map((name) => (
            <button key={name} type="submit" data-courier={name} className={actions.secondary} disabled={pending}>
              Book ticked with {courierTitle(name)}
            </button>
          ))}
        </div>
      )}
      {confirming && (
        <p className={styles.note} role="alert">
          {`Move ${count} ${count === 1 ? 'order' : 'orders'} to ${statusLabel(to)}? Each customer is told, as one order's move tells her; Delivered is final, and only the owner reopens a cancellation, within 24 hours. Press the button again to confirm.`}
        </p>
      )}
      <FormOutcome outcome={outcome} />
      {results.length > 0 && (
        <ul className={styles.results} data-testid="bulk-results">
          {results.map((result) => (
            <li key={result.order_no} data-result={result.result}>
              <strong>{result.order_no}</strong>: {result.msg}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
