'use client';
import { useState, type KeyboardEvent } from 'react';
import { getAdmin } from '@/lib/desk/api';
import { displayPhone, typedPhone } from '@/lib/phone';
import type { PhoneCustomer } from '@/lib/types/order-desk';
import { describedBy, Field, FieldError } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import styles from './StaffOrderForm.module.scss';

/** Who the order is for: an account found by her phone, or a new one (`'new'`), and the phone as staff found it. */
export type CustomerChoice = { phone: string; customer: PhoneCustomer | 'new' } | null;

/** What a customer's record says at a glance: her orders and how many were cancelled. */
function recordOf(customer: PhoneCustomer): string {
  if (!customer.orders) return 'No order yet';
  const orders = `${customer.orders} ${customer.orders === 1 ? 'order' : 'orders'}`;
  return customer.cancelled ? `${orders}, ${customer.cancelled} cancelled or refused` : orders;
}

/**
 * Finds the customer by her phone, however staff write it: the accounts of that number to pick from (with her
 * orders so far), or, when it has none, her name for a new account at that number. `onChoose` hears each choice.
 */
export function CustomerFinder({
  problems,
  onChoose,
}: {
  problems: { phone?: string; name?: string; customer_id?: string };
  onChoose: (choice: CustomerChoice) => void;
}) {
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<{ phone: string; customers: PhoneCustomer[] } | null>(null);
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function choose(phone: string, customer: PhoneCustomer | 'new') {
    setChosen(customer === 'new' ? 'new' : customer.id);
    onChoose({ phone, customer });
  }

  async function find() {
    setBusy(true);
    const answer = await getAdmin<{ phone: string; customers: PhoneCustomer[] }>('orders/customer', { phone });
    setBusy(false);
    setRefusal(answer.ok ? undefined : answer.msg);
    setFound(answer.ok ? answer.body : null);
    setChosen(null);
    onChoose(null);
    if (answer.ok) choose(answer.body.phone, answer.body.customers[0] ?? 'new');
  }

  // Enter in the phone field finds her, rather than sending the whole order.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  }

  const error = refusal ?? problems.phone;
  return (
    <fieldset className={styles.group}>
      <legend>Customer</legend>
      <div className={styles.inline}>
        <Field id="staff-order-phone" label="Phone" error={error}>
          <input
            id="staff-order-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(event) => {
              // Another number: whoever was found for the last one no longer is.
              setPhone(typedPhone(event.target.value));
              setFound(null);
              setChosen(null);
              onChoose(null);
            }}
            onKeyDown={onKeyDown}
            placeholder="01712-345678"
            {...describedBy('staff-order-phone', error)}
          />
        </Field>
        <button type="button" className={actions.secondary} onClick={find} disabled={busy || !phone}>
          Find customer
        </button>
      </div>
      <div role="status" className={styles.found}>
        {found &&
          (found.customers.length
            ? `${displayPhone(found.phone)}: ${found.customers.length === 1 ? 'one customer' : `${found.customers.length} customers`}`
            : `${displayPhone(found.phone)} has no account yet: a new one is made with the order.`)}
      </div>
      {found && found.customers.length > 0 && (
        <div className={fields.choices} role="radiogroup" aria-label="Who is ordering">
          {found.customers.map((customer) => (
            <label key={customer.id}>
              <input
                type="radio"
                name="customer_id"
                value={customer.id}
                checked={chosen === customer.id}
                onChange={() => choose(found.phone, customer)}
              />
              <span>
                <strong>{customer.name}</strong> · {recordOf(customer)}
                {customer.email && <span className={styles.muted}> · {customer.email}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id="staff-order-customer_id" message={problems.customer_id} />
      {chosen === 'new' && (
        <Field
          id="staff-order-name"
          label="Name"
          error={problems.name}
          hint="No e-mail needed: she signs in with a code sent to this phone."
        >
          <input
            id="staff-order-name"
            name="name"
            autoComplete="off"
            maxLength={100}
            {...describedBy('staff-order-name', problems.name)}
          />
        </Field>
      )}
    </fieldset>
  );
}
