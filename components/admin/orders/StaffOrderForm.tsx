'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { COUNTRY, DISTRICTS } from '@/lib/bangladesh';
import { cartSummary, checkoutTotal, orderShippingCharge, toCartLine, type ShippingSettings } from '@/lib/cart';
import { COUPON_LIMITS, ORDER_CHARGE_MAX, ORDER_NOTE_MAX } from '@/lib/field-limits';
import { CURRENCY, formatPrice } from '@/lib/format';
import type { AttributePick } from '@/lib/types/cart';
import type { ProductChoice } from '@/lib/types/order-desk';
import { staffOrderSchema } from '@/lib/validation/staff-order';
import { CustomerFinder, type CustomerChoice } from './CustomerFinder';
import { StaffProductPicker } from './StaffProductPicker';
import { SourceOptions } from './SourceOptions';
import { FormOutcome } from '../ui/FormOutcome';
import { describedBy, Field, FieldError } from '../ui/Field';
import { readForm } from '../ui/read-form';
import { useAdminAction } from '../ui/useAdminAction';
import { useUnsavedChanges } from '../ui/useUnsavedChanges';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import table from '../ui/Table.module.scss';
import totals from './OrderTotals.module.scss';
import styles from './StaffOrderForm.module.scss';
import { WholeInput } from '../ui/WholeInput';
import { LinesHead } from './LinesHead';

type Line = { product: ProductChoice; pick: AttributePick; count: number };
type Problems = Record<string, string>;

const pickKey = ({ product, pick }: Pick<Line, 'product' | 'pick'>) =>
  `${product.id}-${pick.size?.id ?? 0}-${pick.color?.id ?? 0}`;
const pickName = ({ size, color }: AttributePick) => [size?.title, color?.title].filter(Boolean).join(' / ') || 'One size';

/** The delivery fields the customer's last parcel fills in. */
const EMPTY_DELIVERY = { full_name: '', receiver_phone: '', address: '', city: '', post_code: '' };

/**
 * An order staff take on the phone, in a chat or at the counter: the customer found by phone (or made), products
 * with size, colour and count (stock shown), where it goes (filled from her last delivery), the delivery charge (the
 * shop's rule, which staff may change), a coupon, a note and where the order came from. The server prices it again
 * by the shop's rules; its page opens once placed.
 */
export function StaffOrderForm({ shipping }: { shipping: ShippingSettings }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const { run, outcome, pending } = useAdminAction();
  const [orderKey] = useState(() => crypto.randomUUID());
  const [choice, setChoice] = useState<CustomerChoice>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [delivery, setDelivery] = useState(EMPTY_DELIVERY);
  const [charge, setCharge] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const cartLines = lines.map((line) => toCartLine(line.product, line.count, line.pick));
  const subtotal = cartSummary(cartLines).total;
  const customer = choice && choice.customer !== 'new' ? choice.customer : null;
  // The shop's rule for this cart and place; a new customer's order is her first.
  const ruleCharge = orderShippingCharge(
    shipping,
    subtotal,
    { district: delivery.city, address: delivery.address, lines: cartLines },
    customer?.first_order ?? true,
  );
  const shown = charge === '' ? ruleCharge : Number(charge) || 0;

  function chooseCustomer(next: CustomerChoice) {
    setChoice(next);
    const found = next && next.customer !== 'new' ? next.customer : null;
    if (!found) return;
    const last = found.last_delivery;
    setDelivery(
      last
        ? {
            full_name: last.full_name,
            receiver_phone: last.receiver_phone,
            address: last.address,
            city: last.city,
            post_code: last.post_code,
          }
        : { ...EMPTY_DELIVERY, full_name: found.name },
    );
  }

  function add(product: ProductChoice, pick: AttributePick, count: number) {
    const key = pickKey({ product, pick });
    setLines((now) =>
      now.some((line) => pickKey(line) === key)
        ? now.map((line) => (pickKey(line) === key ? { ...line, count: line.count + count } : line))
        : [...now, { product, pick, count }],
    );
  }

  const edit = (name: keyof typeof EMPTY_DELIVERY) => ({
    id: `staff-order-${name}`,
    name,
    value: delivery[name],
    onChange: (event: { target: { value: string } }) => setDelivery({ ...delivery, [name]: event.target.value }),
    ...describedBy(`staff-order-${name}`, problems[name]),
  });

  function show(found: Problems) {
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(first === 'cart_item' ? 'staff-order-search' : `staff-order-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text } = readForm(event.currentTarget);
    if (!choice) return show({ phone: 'Find the customer by her phone first' });
    const draft = {
      customer_id: customer?.id,
      name: choice.customer === 'new' ? text('name') : undefined,
      phone: choice.phone,
      cart_item: lines.map(({ product, pick, count }) => ({
        id: product.id,
        count,
        attribute_pick: { size: pick.size && { id: pick.size.id }, color: pick.color && { id: pick.color.id } },
      })),
      ...delivery,
      charge: charge === '' ? null : Number(charge),
      promo_code: text('promo_code') || null,
      note: text('note'),
      source: text('source'),
      order_key: orderKey,
    };
    const checked = staffOrderSchema.safeParse(draft);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return show(found);
    }
    show({});
    await run<{ orderid?: string; field?: string }>('orders', draft, (answer) => {
      if (answer.body.field) show({ [answer.body.field]: answer.msg });
      if (!answer.ok || !answer.body.orderid) return;
      unsaved.saved();
      router.push(`/admin/orders/${answer.body.orderid}`);
    });
  }

  return (
    <form ref={formRef} method="post" className={styles.form} onSubmit={submit} noValidate>
      <CustomerFinder problems={problems} onChoose={chooseCustomer} />

      <fieldset className={styles.group}>
        <legend>Items</legend>
        <StaffProductPicker onAdd={add} />
        {lines.length > 0 && (
          <table className={table.table} aria-label="Items of the order">
            <LinesHead />
            <tbody>
              {lines.map((line, index) => (
                <tr key={pickKey(line)} data-testid="order-line">
                  <td>
                    {line.product.title_en}
                    <input type="hidden" name="line" value={`${pickKey(line)}x${line.count}`} />
                  </td>
                  <td data-label="Size and colour">{pickName(line.pick)}</td>
                  <td data-label="Count">{line.count}</td>
                  <td className={table.money}>{formatPrice(cartLines[index].price * line.count)}</td>
                  <td>
                    <button
                      type="button"
                      className={actions.secondary}
                      onClick={() => setLines(lines.filter((other) => other !== line))}
                      aria-label={`Remove ${line.product.title_en}, ${pickName(line.pick)}`}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <FieldError id="staff-order-cart_item" message={problems.cart_item} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Delivery</legend>
        <Field id="staff-order-full_name" label="Receiver’s name" error={problems.full_name}>
          <input {...edit('full_name')} maxLength={100} autoComplete="off" />
        </Field>
        <Field
          id="staff-order-receiver_phone"
          label="Receiver’s phone"
          hint="When someone else receives the parcel"
          error={problems.receiver_phone}
        >
          <input {...edit('receiver_phone')} type="tel" inputMode="tel" autoComplete="off" />
        </Field>
        <Field id="staff-order-address" label="Address" error={problems.address}>
          <input {...edit('address')} maxLength={300} autoComplete="off" />
        </Field>
        <div className={fields.row}>
          <Field id="staff-order-city" label="District" error={problems.city}>
            <select {...edit('city')}>
              <option value="">Choose</option>
              {DISTRICTS.map((district) => (
                <option key={district}>{district}</option>
              ))}
            </select>
          </Field>
          <Field id="staff-order-post_code" label="Post code" error={problems.post_code}>
            <input {...edit('post_code')} maxLength={12} inputMode="numeric" autoComplete="off" />
          </Field>
        </div>
        <p className={styles.muted}>{COUNTRY}, cash on delivery.</p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Charge and notes</legend>
        <div className={fields.row}>
          <Field
            id="staff-order-charge"
            label="Delivery charge"
            hint={`Empty: the shop’s rule, ${formatPrice(ruleCharge)} now`}
            error={problems.charge}
          >
            <WholeInput
              id="staff-order-charge"
              name="charge"
              max={ORDER_CHARGE_MAX}
              placeholder={String(ruleCharge)}
              value={charge}
              onChange={(event) => setCharge(event.target.value)}
              {...describedBy('staff-order-charge', problems.charge)}
            />
          </Field>
          <Field id="staff-order-promo_code" label="Coupon code" error={problems.promo_code}>
            <input
              id="staff-order-promo_code"
              name="promo_code"
              maxLength={COUPON_LIMITS.code}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              {...describedBy('staff-order-promo_code', problems.promo_code)}
            />
          </Field>
          <Field id="staff-order-source" label="Source" error={problems.source}>
            <select id="staff-order-source" name="source" defaultValue="phone">
              <SourceOptions />
            </select>
          </Field>
        </div>
        <Field id="staff-order-note" label="Note" hint="For staff only: kept in the order’s history" error={problems.note}>
          <textarea
            id="staff-order-note"
            name="note"
            rows={3}
            maxLength={ORDER_NOTE_MAX}
            {...describedBy('staff-order-note', problems.note)}
          />
        </Field>
      </fieldset>

      <dl className={totals.totals} aria-label="Totals before the coupon">
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
        <dt>Delivery charge</dt>
        <dd>{formatPrice(shown)}</dd>
        <dt>Total before any coupon</dt>
        <dd data-testid="staff-order-total">{formatPrice(checkoutTotal({ subtotal, shipping: shown, discount: 0 }))}</dd>
      </dl>
      <p className={styles.muted}>
        The shop prices the order again when it is placed, in {CURRENCY}, with the coupon and any charge you set.
      </p>
      <button type="submit" className={actions.primary} disabled={pending}>
        Place order
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
