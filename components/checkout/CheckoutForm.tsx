'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { bringIntoView } from '@/components/ui/bring-into-view';
import { COUNTRY, DISTRICTS } from '@/lib/bangladesh';
import { toCartItems } from '@/lib/cart';
import { CURRENCY } from '@/lib/format';
import { LOCAL_KEYS, writeLocal } from '@/lib/browser/local-keys';
import { phoneField } from '@/lib/browser/phone-field';
import { useLocal } from '@/components/ui/useLocal';
import type { CartLine } from '@/lib/types/cart';
import type { DeliveryDetails, OrderInfo } from '@/lib/types/order';
import { PAY_NOW_LABELS, PAYMENT_METHODS } from '@/lib/checkout-options';
import { isGateway } from '@/lib/payment-plan';
import type { CheckoutForm as Form } from '@/lib/validation/checkout';
import { apiMessage } from '@/lib/api-message';
import { useCreateOrderMutation, useLastDeliveryQuery, useSessionQuery } from '@/store/api';
import { cartActions } from '@/store/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { promoActions, selectVoucher } from '@/store/promo';
import type { SessionUser } from '@/lib/types/user';
import form from '@/components/ui/Form.module.scss';
import { CheckoutSummary, useCheckoutMoney } from './CheckoutSummary';
import { PaymentChoice } from './PaymentChoice';
import { PaymentNews } from './PaymentNews';
import { OrderCode } from './OrderCode';
import { ORDER_CODE_NEEDED } from '@/lib/auth-messages';
import { normalisePhone } from '@/lib/phone';
import styles from './Checkout.module.scss';

const EMPTY: Required<Form> = {
  contact: '',
  country: '',
  full_name: '',
  address: '',
  city: '',
  post_code: '',
  receiver_phone: '',
  // Cash on Delivery, the one way to pay, is chosen already.
  method: 'COD',
  billing_address: 'same',
};

type Field = keyof Form;

/** What this device keeps of her last checkout: the delivery, and the contact she typed. */
type SavedDetails = DeliveryDetails & { contact?: string };

/** The element each field's problem sends the shopper to. */
const FIELD_IDS: Record<Field, string> = {
  contact: 'checkout-contact',
  country: 'checkout-country',
  full_name: 'checkout-name',
  address: 'checkout-address',
  city: 'checkout-city',
  post_code: 'checkout-post-code',
  receiver_phone: 'checkout-receiver',
  method: 'checkout-method-COD',
  billing_address: 'checkout-method-COD',
};

/** The first field found wrong, and what is wrong with it. */
type Problem = { field: Field; message: string } | null;

const PROBLEM_ID = 'checkout-problem';

/** A field's problem, under it (the field names it with aria-describedby). */
function FieldProblem({ field, problem }: { field: Field; problem: Problem }) {
  return problem?.field === field ? (
    <p id={PROBLEM_ID} className={form.problem}>
      {problem.message}
    </p>
  ) : null;
}

const newOrderKey = () => crypto.randomUUID();

/**
 * The checkout form. A wrong field is told by the spec's message (a toast, in the spec's order), marked (rose
 * outline, the message under it, aria-invalid) and focused in view. `onPlaced` runs just before the cart is
 * emptied and the confirmation opens, so that the page does not show an empty cart meanwhile.
 */
export function CheckoutForm({ user, lines, onPlaced }: { user: SessionUser; lines: CartLine[]; onPlaced: () => void }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const voucher = useAppSelector(selectVoucher);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  // What the shopper typed, over the details of the account's last order, over those saved on this device
  // (localStorage 'saveInfo', with the contact she typed: back from a payment that failed, it is all there), over
  // the account's name.
  const saved = useLocal<SavedDetails>(LOCAL_KEYS.saveInfo);
  const { delivery } = useLastDeliveryQuery().data ?? {};
  // Only what it has: an empty post code of the last order leaves one saved on this device.
  const last = delivery && Object.fromEntries(Object.entries(delivery).filter(([, value]) => value));
  const [edits, setEdits] = useState<Form>({});
  const fields: Required<Form> = { ...EMPTY, full_name: user.name, ...saved, ...last, ...edits };
  // One key for this checkout: a second click or a retry after a lost answer places the same order.
  const [orderKey, setOrderKey] = useState(newOrderKey);
  const [problem, setProblem] = useState<Problem>(null);
  const money = useCheckoutMoney(lines, fields.city, fields.address);
  // Sent to a gateway's page: the form stays as it is until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  // Where the shop asks for a code before the order (the session says), the number she orders with must be proved:
  // her account's verified phone, or a code sent to it now (kept with the number it was for).
  const orderCode = useSessionQuery().data?.order_code ?? false;
  const contact = user.contact ?? fields.contact;
  const needsCode = orderCode && normalisePhone(contact) !== user.phone;
  const [proof, setProof] = useState({ phone: '', code: '' });
  const phoneCode = proof.phone === contact ? proof.code : '';
  const setValue = (key: Field) => (value: string) => {
    setEdits((f) => ({ ...f, [key]: value }));
    setProblem((p) => (p?.field === key ? null : p));
  };
  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(key)(e.target.value);
  const marked = (key: Field) => (problem?.field === key ? { 'aria-invalid': true, 'aria-describedby': PROBLEM_ID } : undefined);
  /** What every text field and select of the form carries: its id, value, change and problem mark. */
  const control = (key: Field) => ({ id: FIELD_IDS[key], value: fields[key], onChange: set(key), ...marked(key) });

  const show = ({ path, message }: { path: PropertyKey[]; message: string }) => {
    notify.error(message);
    const field = path[0] as Field;
    setProblem({ field, message });
    bringIntoView(document.getElementById(FIELD_IDS[field]));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || leaving) return;
    // The validation library loads on the first submit, not with the page.
    const { checkoutFormSchema } = await import('@/lib/validation/checkout');
    const parsed = checkoutFormSchema(Boolean(user.contact)).safeParse(fields);
    if (!parsed.success) return show(parsed.error.issues[0]);
    setProblem(null);
    notify.clear();
    if (needsCode && phoneCode.length !== 6) {
      notify.error(ORDER_CODE_NEEDED);
      return document.getElementById('checkout-order-code')?.scrollIntoView({ block: 'center' });
    }
    const result = await createOrder({
      ...parsed.data,
      cart_item: toCartItems(lines),
      promo_code: voucher?.code ?? null,
      order_key: orderKey,
      phone_code: needsCode ? phoneCode : null,
    });
    if (!result.data) {
      // Refused: nothing was placed (or a payment that could not start cancelled it), so the next try is a new order.
      if ('error' in result) setOrderKey(newOrderKey());
      return notify.error(apiMessage(result));
    }
    const order = result.data;
    const { contact, country, full_name, address, city, post_code, receiver_phone } = parsed.data;
    writeLocal(LOCAL_KEYS.saveInfo, {
      contact,
      country,
      full_name,
      address,
      city,
      post_code,
      receiver_phone,
    } satisfies SavedDetails);
    const { payment } = order;
    const info: OrderInfo = {
      item: order.item,
      currency: CURRENCY,
      subtotal: order.subtotal,
      charge: order.charge,
      coupon_code: order.coupon_code,
      coupon_discount: order.discount,
      total: order.total,
      order_no: order.orderid,
      method: isGateway(parsed.data.method) ? PAY_NOW_LABELS[parsed.data.method] : PAYMENT_METHODS.COD,
      delivery: order.delivery_date,
      items: order.order_items,
      ...(payment && { payment: { gateway: payment.gateway, purpose: payment.purpose, amount: payment.amount } }),
    };
    writeLocal(LOCAL_KEYS.orderInfo, info);
    if (payment) {
      // Her cart stays until the payment comes in: back from the gateway without paying, it is all still here.
      setLeaving(true);
      setOrderKey(newOrderKey());
      return window.location.assign(payment.redirect);
    }
    onPlaced();
    dispatch(cartActions.cleared());
    dispatch(promoActions.cleared());
    setEdits({});
    setOrderKey(newOrderKey());
    router.push(`/checkout/confirmation?orderid=${encodeURIComponent(order.orderid)}`);
  }

  return (
    <form method="post" className={styles.layout} onSubmit={submit} noValidate>
      <div className={styles.sections}>
        <PaymentNews />
        <fieldset className={styles.section}>
          <legend>Contact</legend>
          {user.email && (
            <div className={form.field}>
              <label htmlFor="checkout-email">Email</label>
              <input id="checkout-email" value={user.email} readOnly />
            </div>
          )}
          <div className={form.field}>
            <label htmlFor={FIELD_IDS.contact}>Contact</label>
            <input
              {...control('contact')}
              {...phoneField(setValue('contact'))}
              placeholder="01712345678"
              value={user.contact ?? fields.contact}
              readOnly={Boolean(user.contact)}
            />
            <FieldProblem field="contact" problem={problem} />
          </div>
          {needsCode && (
            <OrderCode key={contact} phone={contact} code={phoneCode} onCode={(code) => setProof({ phone: contact, code })} />
          )}
        </fieldset>
        <fieldset className={styles.section}>
          <legend>Delivery</legend>
          <div className={form.field}>
            <label htmlFor={FIELD_IDS.country}>Country/Region</label>
            <select {...control('country')}>
              <option value="">Choose your country</option>
              <option value={COUNTRY}>{COUNTRY}</option>
            </select>
            <FieldProblem field="country" problem={problem} />
          </div>
          <div className={form.field}>
            <label htmlFor={FIELD_IDS.full_name}>Full Name</label>
            <input autoComplete="name" {...control('full_name')} />
            <FieldProblem field="full_name" problem={problem} />
          </div>
          <div className={form.field}>
            <label htmlFor={FIELD_IDS.address}>Address</label>
            <input autoComplete="street-address" {...control('address')} />
            <FieldProblem field="address" problem={problem} />
          </div>
          <div className={styles.pair}>
            <div className={form.field}>
              <label htmlFor={FIELD_IDS.city}>City</label>
              <select {...control('city')}>
                <option value="">Choose a district</option>
                {DISTRICTS.map((district) => (
                  <option key={district} value={district}>
                    {district}
                  </option>
                ))}
              </select>
              <FieldProblem field="city" problem={problem} />
            </div>
            <div className={form.field}>
              <label htmlFor={FIELD_IDS.post_code}>Post code (optional)</label>
              <input autoComplete="postal-code" inputMode="numeric" {...control('post_code')} />
              <FieldProblem field="post_code" problem={problem} />
            </div>
          </div>
          <div className={form.field}>
            <label htmlFor={FIELD_IDS.receiver_phone}>Receiver phone (optional)</label>
            <input {...control('receiver_phone')} {...phoneField(setValue('receiver_phone'))} autoComplete="off" />
            <FieldProblem field="receiver_phone" problem={problem} />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend>Payment</legend>
          <PaymentChoice
            method={fields.method}
            district={fields.city}
            money={money}
            onChange={set('method')}
            marked={marked('method')}
          />
          <FieldProblem field="method" problem={problem} />
          <p className={form.note}>Billing address: same as delivery.</p>
        </fieldset>
      </div>
      <CheckoutSummary money={money} lines={lines} district={fields.city} address={fields.address}>
        <button type="submit" className={form.submit} disabled={isLoading || leaving}>
          {leaving ? 'Opening the payment page' : isLoading ? 'Placing your order' : 'Complete Order'}
        </button>
      </CheckoutSummary>
    </form>
  );
}
