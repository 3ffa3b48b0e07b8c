'use client';
import { useState, type FormEvent } from 'react';
import { courierTitle } from '@/lib/couriers';
import type { BookingOutcome } from '@/lib/types/couriers';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import styles from './BulkBooking.module.scss';

/** The form the desk's row checkboxes belong to (`form="bulk-booking"`). */
export const BULK_FORM = 'bulk-booking';

const boxes = () => document.querySelectorAll<HTMLInputElement>(`input[form="${BULK_FORM}"][name="orders"]`);

/**
 * Books the Processing orders ticked on this page with a courier set up, in one go; each order's result is listed
 * (booked with its consignment, or why not). One compact row where it fits, so that a phone still shows the first
 * order on its first screen.
 */
export function BulkBooking({ couriers }: { couriers: string[] }) {
  const { run, outcome, pending } = useAdminAction();
  const [results, setResults] = useState<BookingOutcome[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const courier = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const orders = [...boxes()].filter((box) => box.checked).map((box) => box.value);
    setResults([]);
    await run<{ data?: BookingOutcome[] }>('shipments', { courier, orders }, (answer) => setResults(answer.body.data ?? []));
  }

  return (
    <form id={BULK_FORM} method="post" className={styles.bar} onSubmit={submit} aria-label="Book the ticked orders">
      <label className={styles.all}>
        <input type="checkbox" onChange={(event) => boxes().forEach((box) => (box.checked = event.currentTarget.checked))} />
        Tick all Processing
      </label>
      {couriers.map((name) => (
        <button key={name} type="submit" name="courier" value={name} className={actions.secondary} disabled={pending}>
          Book ticked with {courierTitle(name)}
        </button>
      ))}
      <FormOutcome outcome={outcome} />
      {results.length > 0 && (
        <ul className={styles.results} data-testid="booking-results">
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
