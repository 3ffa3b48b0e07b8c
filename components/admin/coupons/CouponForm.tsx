'use client';
import { useState, type FormEvent } from 'react';
import { COUPON_LIMITS } from '@/lib/field-limits';
import { CURRENCY } from '@/lib/format';
import { NEWSLETTER_OFFER } from '@/lib/newsletter';
import type { CouponFormValues } from '@/lib/types/coupon-desk';
import { COUPON_FIELDS, COUPON_KINDS, couponFormProblems, type CouponField } from '@/lib/validation/coupon-form';
import { FormOutcome } from '../ui/FormOutcome';
import { readForm } from '../ui/read-form';
import { useFieldForm } from '../ui/useFieldForm';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import layout from '../ui/FormLayout.module.scss';

const EMPTY = {
  code: '',
  kind: 'percent' as const,
  amount: null,
  max_discount: null,
  min_cart_value: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_user_limit: null,
  first_order_only: false,
  active: true,
  description: '',
};

/** A coupon's form: checked here as the server checks it, each problem next to its field. */
export function CouponForm({ values }: { values: CouponFormValues | null }) {
  const start = values ?? EMPTY;
  const [kind, setKind] = useState(start.kind);
  const { formRef, saveRecord, field, whole, moment, check, outcome, pending } = useFieldForm(
    'coupon',
    COUPON_FIELDS,
    couponFormProblems,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text, number, data } = readForm<CouponField>(event.currentTarget);
    const draft = {
      code: text('code'),
      kind,
      amount: number('amount'),
      max_discount: kind === 'percent' ? number('max_discount') : null,
      min_cart_value: number('min_cart_value') ?? 0,
      starts_at: text('starts_at') || null,
      ends_at: text('ends_at') || null,
      usage_limit: number('usage_limit'),
      per_user_limit: number('per_user_limit'),
      first_order_only: data.get('first_order_only') === 'on',
      active: data.get('active') === 'on',
      description: text('description'),
    };
    await saveRecord('coupons', values?.id, draft, '/admin/coupons');
  }

  return (
    <form ref={formRef} method="post" className={layout.form} onSubmit={submit} noValidate>
      {field(
        'code',
        (props) => (
          <input
            {...props}
            defaultValue={start.code}
            maxLength={COUPON_LIMITS.code}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
          />
        ),
        `What shoppers type at checkout, in any case: ${NEWSLETTER_OFFER.code}`,
      )}
      <fieldset className={fields.choices}>
        <legend>{COUPON_FIELDS.kind}</legend>
        {(Object.keys(COUPON_KINDS) as (keyof typeof COUPON_KINDS)[]).map((option) => (
          <label key={option}>
            <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
            {COUPON_KINDS[option]}
          </label>
        ))}
      </fieldset>
      <div className={fields.row}>
        {whole('amount', start.amount, kind === 'percent' ? 'Percent off the items (1-100)' : `${CURRENCY} off the items`)}
        {kind === 'percent' && whole('max_discount', start.max_discount, `The most it takes off, in ${CURRENCY} (empty: no cap)`)}
        {whole('min_cart_value', start.min_cart_value, `${CURRENCY} of items needed (0: any cart)`)}
      </div>
      <div className={fields.row}>
        {moment('starts_at', start.starts_at)}
        {moment('ends_at', start.ends_at)}
        <span className={fields.hint}>Dhaka time. Empty: from now, and with no end.</span>
      </div>
      <div className={fields.row}>
        {whole('usage_limit', start.usage_limit, 'Orders in all (empty: no limit)')}
        {whole('per_user_limit', start.per_user_limit, 'Orders by one customer (empty: no limit)')}
      </div>
      {field(
        'description',
        (props) => (
          <input {...props} defaultValue={start.description} maxLength={COUPON_LIMITS.description} />
        ),
        'For staff: what it is for',
      )}
      <div className={fields.toggles}>
        {check('first_order_only', start.first_order_only)}
        {check('active', start.active)}
      </div>
      <button type="submit" className={actions.primary} disabled={pending}>
        {values ? 'Save coupon' : 'Add coupon'}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
