'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { COUNTRY, DISTRICTS } from '@/lib/bangladesh';
import { toCartItems } from '@/lib/cart';
import { LOCAL_KEYS, writeLocal } from '@/lib/local-keys';
import { useLocal } from '@/components/ui/useLocal';
import type { CartLine } from '@/lib/types/cart';
import type { OrderInfo } from '@/lib/types/order';
import { CONTACT_MAX_LENGTH, PAYMENT_METHODS } from '@/lib/checkout-options';
import type { CheckoutForm as Form } from '@/lib/validation/checkout';
import { apiMessage } from '@/lib/api-message';
import { useCreateOrderMutation } from '@/store/api';
import { cartActions } from '@/store/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { promoActions, selectVoucher } from '@/store/promo';
import type { SessionUser } from '@/lib/types/user';
import form from '@/components/ui/Form.module.scss';
import { CheckoutSummary } from './CheckoutSummary';
import styles from './Checkout.module.scss';

const EMPTY: Required<Form> = {
  contact: '',
  country: '',
  full_name: '',
  address: '',
  city: '',
  post_code: '',
  receiver_phone: '',
  method: '',
  billing_address: 'same',
};

/** The delivery details worth remembering for next time (localStorage 'saveInfo'). */
type SavedDelivery = Pick<Form, 'country' | 'full_name' | 'address' | 'city' | 'post_code' | 'receiver_phone'>;

const newOrderKey = () => crypto.randomUUID();

export function CheckoutForm({ user, lines }: { user: SessionUser; lines: CartLine[] }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const voucher = useAppSelector(selectVoucher);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  // What the shopper typed, over the delivery details saved last time, over the account's name.
  const saved = useLocal<SavedDelivery>(LOCAL_KEYS.saveInfo);
  const [edits, setEdits] = useState<Form>({});
  const fields: Required<Form> = { ...EMPTY, full_name: user.name, ...saved, ...edits };
  // One key for this checkout: a second click or a retry after a lost answer places the same order.
  const [orderKey, setOrderKey] = useState(newOrderKey);
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setEdits((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    // The validation library loads on the first submit, not with the page.
    const { checkoutFormSchema } = await import('@/lib/validation/checkout');
    const parsed = checkoutFormSchema(Boolean(user.contact)).safeParse(fields);
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await createOrder({
      ...parsed.data,
      cart_item: toCartItems(lines),
      promo_code: voucher?.code ?? null,
      order_key: orderKey,
    });
    if (!result.data) return notify.error(apiMessage(result));
    const order = result.data;
    const { country, full_name, address, city, post_code, receiver_phone } = parsed.data;
    writeLocal(LOCAL_KEYS.saveInfo, { country, full_name, address, city, post_code, receiver_phone } satisfies SavedDelivery);
    const info: OrderInfo = {
      item: order.item,
      currency: 'BDT',
      subtotal: order.subtotal,
      charge: order.charge,
      coupon_code: order.coupon_code,
      coupon_discount: order.discount,
      total: order.total,
      order_no: order.orderid,
      method: PAYMENT_METHODS.COD,
      delivery: order.delivery_date,
    };
    writeLocal(LOCAL_KEYS.orderInfo, info);
    dispatch(cartActions.cleared());
    dispatch(promoActions.cleared());
    setEdits({});
    setOrderKey(newOrderKey());
    router.push(`/checkout/confirmation?orderid=${encodeURIComponent(order.orderid)}`);
  }

  return (
    <form className={styles.layout} onSubmit={submit} noValidate>
      <div className={styles.sections}>
        <fieldset className={styles.section}>
          <legend>Contact</legend>
          <div className={form.field}>
            <label htmlFor="checkout-email">Email</label>
            <input id="checkout-email" value={user.email} readOnly />
          </div>
          <div className={form.field}>
            <label htmlFor="checkout-contact">Contact</label>
            <input
              id="checkout-contact"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={CONTACT_MAX_LENGTH}
              placeholder="01712345678"
              value={user.contact ?? fields.contact}
              readOnly={Boolean(user.contact)}
              onChange={set('contact')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend>Delivery</legend>
          <div className={form.field}>
            <label htmlFor="checkout-country">Country/Region</label>
            <select id="checkout-country" value={fields.country} onChange={set('country')}>
              <option value="">Choose your country</option>
              <option value={COUNTRY}>{COUNTRY}</option>
            </select>
          </div>
          <div className={form.field}>
            <label htmlFor="checkout-name">Full Name</label>
            <input id="checkout-name" autoComplete="name" value={fields.full_name} onChange={set('full_name')} />
          </div>
          <div className={form.field}>
            <label htmlFor="checkout-address">Address</label>
            <input id="checkout-address" autoComplete="street-address" value={fields.address} onChange={set('address')} />
          </div>
          <div className={styles.pair}>
            <div className={form.field}>
              <label htmlFor="checkout-city">City</label>
              <select id="checkout-city" value={fields.city} onChange={set('city')}>
                <option value="">Choose a district</option>
                {DISTRICTS.map((district) => (
                  <option key={district} value={district}>
                    {district}
                  </option>
                ))}
              </select>
            </div>
            <div className={form.field}>
              <label htmlFor="checkout-post-code">Post code (optional)</label>
              <input
                id="checkout-post-code"
                autoComplete="postal-code"
                inputMode="numeric"
                value={fields.post_code}
                onChange={set('post_code')}
              />
            </div>
          </div>
          <div className={form.field}>
            <label htmlFor="checkout-receiver">Receiver phone (optional)</label>
            <input
              id="checkout-receiver"
              type="tel"
              inputMode="numeric"
              maxLength={CONTACT_MAX_LENGTH}
              value={fields.receiver_phone}
              onChange={set('receiver_phone')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend>Payment</legend>
          {(Object.keys(PAYMENT_METHODS) as (keyof typeof PAYMENT_METHODS)[]).map((method) => (
            <label key={method} className={form.check}>
              <input type="radio" name="method" value={method} checked={fields.method === method} onChange={set('method')} />
              {PAYMENT_METHODS[method]}
            </label>
          ))}
          <p className={form.note}>Billing address: same as delivery.</p>
        </fieldset>
      </div>
      <CheckoutSummary lines={lines} district={fields.city}>
        <button type="submit" className={form.submit} disabled={isLoading}>
          {isLoading ? 'Placing your order' : 'Complete Order'}
        </button>
      </CheckoutSummary>
    </form>
  );
}
