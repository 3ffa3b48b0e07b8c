'use client';
import { useState, type FormEvent } from 'react';
import { DHAKA_SUBURBS } from '@/lib/bangladesh';
import { FIRST_ORDER_FREE_SHIPPING_FROM, FLAT_RATE_COVERS_KG, PIECE_WEIGHT_KG } from '@/lib/cart/shipping';
import { joinWords } from '@/content/format';
import { CURRENCY, formatPrice } from '@/lib/format';
import {
  ORDER_CODE_CHOICES,
  SETTINGS_FIELDS,
  SHIPPING_STATUSES,
  SMS_LANGUAGES,
  SOCIAL_NETWORKS,
  settingsFormProblems,
  type SettingsDraft,
  type SettingsField,
} from '@/lib/validation/settings-form';
import { ADVANCE_RULE_KEYS, ADVANCE_RULES, GATEWAY_LABELS, type Gateway } from '@/lib/payment-plan';
import { FormOutcome } from '../ui/FormOutcome';
import { Field, FieldError } from '../ui/Field';
import { readForm } from '../ui/read-form';
import { useFieldForm } from '../ui/useFieldForm';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import layout from '../ui/FormLayout.module.scss';
import { WholeInput } from '../ui/WholeInput';

type Tier = { greater_value: number | null; charge: number | null };

/** The suburbs' districts, or their places in Dhaka district. */
const suburbNames = (districts: boolean) =>
  DHAKA_SUBURBS.filter((suburb) => suburb.district === districts).map((suburb) => suburb.name);

/**
 * The store's name, contact, social links, delivery charges, order codes, SMS language and whether exchanges pay their
 * delivery, as the owner edits them.
 */
export function SettingsForm({ values, gateways }: { values: SettingsDraft; gateways: Gateway[] }) {
  const [status, setStatus] = useState(values.shipping_status);
  const [tiers, setTiers] = useState<Tier[]>(values.tiers);
  const [suburbs, setSuburbs] = useState(values.suburbs_charge !== null);
  const { formRef, save, field, check, fieldId, problems, outcome, pending } = useFieldForm(
    'settings',
    SETTINGS_FIELDS,
    settingsFormProblems,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text, number, data } = readForm<SettingsField>(event.currentTarget);
    await save('settings', {
      ...Object.fromEntries(
        (['store_name', 'company_name', 'email', 'phone', 'address', 'website', ...SOCIAL_NETWORKS] as const).map((name) => [
          name,
          text(name),
        ]),
      ),
      shipping_status: status,
      // The charges of another way of charging are not shown: they stay as they were.
      charge_in_city: status === 'Flat Rate' ? number('charge_in_city') : values.charge_in_city,
      charge_out_city: status === 'Flat Rate' ? number('charge_out_city') : values.charge_out_city,
      // Ticked and left empty is a charge not typed yet (''), which the rules refuse; unticked is none (null).
      suburbs_charge: status === 'Flat Rate' ? (suburbs ? (number('suburbs_charge') ?? '') : null) : values.suburbs_charge,
      charge_per_kg: status === 'Flat Rate' ? number('charge_per_kg') : values.charge_per_kg,
      min_charge: status === 'Custom' ? number('min_charge') : values.min_charge,
      tiers,
      order_code: text('order_code'),
      sms_language: text('sms_language'),
      exchange_charge: data.get('exchange_charge') === 'on',
      coupon_owner_above: number('coupon_owner_above'),
      low_stock_at: number('low_stock_at'),
      pay_now: data.get('pay_now') === 'on',
      advance_for: data.getAll('advance_for').map(String),
    });
  }

  const input = (name: SettingsField, type = 'text', hint?: string) =>
    field(
      name,
      (props) => <input {...props} type={type} defaultValue={String(values[name as keyof SettingsDraft] ?? '')} />,
      hint,
    );
  const money = (name: SettingsField, hint?: string) =>
    field(name, (props) => <WholeInput {...props} defaultValue={String(values[name as keyof SettingsDraft] ?? '')} />, hint);
  const select = (name: 'order_code' | 'sms_language', choices: Record<string, string>, hint: string) =>
    field(
      name,
      (props) => (
        <select {...props} defaultValue={values[name]}>
          {Object.entries(choices).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ),
      hint,
    );
  const setTier = (index: number, change: Partial<Tier>) =>
    setTiers((list) => list.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));
  const amount = (value: string) => (value === '' ? null : Number(value));

  return (
    <form ref={formRef} method="post" className={layout.form} onSubmit={submit} noValidate>
      <fieldset className={layout.form}>
        <legend>Store and contact</legend>
        {input('store_name')}
        {input('company_name')}
        <div className={fields.row}>
          {input('email', 'email')}
          {input('phone', 'tel')}
        </div>
        {input('address')}
        {input('website', 'url')}
      </fieldset>
      <fieldset className={layout.form}>
        <legend>Social links</legend>
        <div className={fields.row}>{SOCIAL_NETWORKS.map((name) => input(name, 'url', 'Empty: not shown'))}</div>
      </fieldset>
      <fieldset className={layout.form}>
        <legend>Delivery charges ({CURRENCY})</legend>
        <div className={fields.choices} role="radiogroup" aria-label={SETTINGS_FIELDS.shipping_status}>
          {(Object.keys(SHIPPING_STATUSES) as SettingsDraft['shipping_status'][]).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="shipping_status"
                value={option}
                checked={status === option}
                onChange={() => setStatus(option)}
              />
              {SHIPPING_STATUSES[option]}
            </label>
          ))}
        </div>
        <p className={fields.hint}>
          A customer&apos;s first order of {formatPrice(FIRST_ORDER_FREE_SHIPPING_FROM)} or more ships free whatever is chosen
          here.
        </p>
        {status === 'Flat Rate' && (
          <>
            <div className={fields.row}>
              {money('charge_in_city')}
              {money('charge_out_city')}
            </div>
            <div className={fields.choices}>
              <label>
                <input
                  type="checkbox"
                  checked={suburbs}
                  onChange={(event) => setSuburbs(event.target.checked)}
                  aria-describedby="settings-suburbs-hint"
                />
                Charge Dhaka&apos;s suburbs apart
              </label>
              <p id="settings-suburbs-hint" className={fields.hint}>
                The districts of {joinWords(suburbNames(true))}, and an address in Dhaka district that names{' '}
                {joinWords(suburbNames(false), 'or')}. Off, they pay as their district: inside or outside Dhaka.
              </p>
            </div>
            <div className={fields.row}>
              {suburbs && money('suburbs_charge')}
              {money(
                'charge_per_kg',
                `Added for each kg, or part of one, over ${FLAT_RATE_COVERS_KG} kg; 0 for none. The cart counts a piece as ${PIECE_WEIGHT_KG * 1000} g`,
              )}
            </div>
          </>
        )}
        {status === 'Custom' && (
          <>
            <div id={fieldId('tiers')} tabIndex={-1} className={layout.form} aria-label={SETTINGS_FIELDS.tiers}>
              {tiers.map((tier, index) => (
                <div key={index} className={fields.row}>
                  <Field id={`tier-${index}-from`} label={`Cart from (${CURRENCY})`}>
                    <WholeInput
                      id={`tier-${index}-from`}
                      min={1}
                      value={tier.greater_value ?? ''}
                      onChange={(e) => setTier(index, { greater_value: amount(e.target.value) })}
                    />
                  </Field>
                  <Field id={`tier-${index}-charge`} label={`Charge (${CURRENCY})`}>
                    <WholeInput
                      id={`tier-${index}-charge`}
                      value={tier.charge ?? ''}
                      onChange={(e) => setTier(index, { charge: amount(e.target.value) })}
                    />
                  </Field>
                  <button
                    type="button"
                    className={actions.secondary}
                    onClick={() => setTiers((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove tier {index + 1}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className={actions.secondary}
                onClick={() => setTiers((list) => [...list, { greater_value: null, charge: null }])}
              >
                Add a tier
              </button>
              <FieldError id={fieldId('tiers')} message={problems.tiers} />
            </div>
            {money('min_charge', 'The charge for a cart below every tier')}
          </>
        )}
      </fieldset>
      <fieldset className={layout.form}>
        <legend>Orders and SMS</legend>
        {select(
          'order_code',
          ORDER_CODE_CHOICES,
          'Checkout texts the customer a code and takes her cash-on-delivery order once she types it. New customers: no order yet, cancelled ones aside',
        )}
        {select('sms_language', SMS_LANGUAGES, 'The language of the SMS customers get')}
        {check('exchange_charge', values.exchange_charge)}
        <p className={fields.hint}>
          An exchange&apos;s new pieces are covered by the ones sent back; ticked, the customer pays its delivery charge.
        </p>
      </fieldset>
      <fieldset className={layout.form}>
        <legend>Coupons</legend>
        {money('coupon_owner_above', 'A percent-off coupon above this is made or changed by the owner only (0–100)')}
      </fieldset>
      <fieldset className={layout.form}>
        <legend>Stock</legend>
        {money(
          'low_stock_at',
          'Each morning the owners get an e-mail of the sizes and colours with this many pieces or fewer, when there are any',
        )}
      </fieldset>
      <fieldset className={layout.form}>
        <legend>Paying ahead</legend>
        {check('pay_now', values.pay_now ?? true)}
        <p className={fields.hint}>
          Through the gateways set up: {gateways.length ? gateways.map((name) => GATEWAY_LABELS[name]).join(', ') : 'none yet'}.
          Cash on delivery is always offered.
        </p>
        <div className={fields.choices} role="group" aria-labelledby="advance-for">
          <p id="advance-for">{SETTINGS_FIELDS.advance_for}</p>
          {ADVANCE_RULE_KEYS.map((rule) => (
            <label key={rule}>
              <input type="checkbox" name="advance_for" value={rule} defaultChecked={values.advance_for?.includes(rule)} />
              {ADVANCE_RULES[rule]}
            </label>
          ))}
        </div>
        <FieldError id={fieldId('advance_for')} message={problems.advance_for} />
        <p className={fields.hint}>
          Checkout asks these cash-on-delivery orders to pay their delivery charge by bKash first
          {gateways.includes('bkash') ? '' : ' (once bKash is set up)'}; the rest is paid in cash at the door.
        </p>
      </fieldset>
      <button type="submit" className={actions.primary} disabled={pending}>
        Save settings
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
