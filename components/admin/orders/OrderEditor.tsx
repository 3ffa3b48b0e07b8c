'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { DISTRICTS } from '@/lib/bangladesh';
import { postAdmin } from '@/lib/desk/api';
import { COUPON_LIMITS, ORDER_EDIT_LIMITS } from '@/lib/field-limits';
import { formatPrice } from '@/lib/format';
import { editLineKey } from '@/lib/order-edit';
import type { AttributePick } from '@/lib/types/cart';
import type { OrderDraft, OrderEditOutcome, PickableProduct } from '@/lib/types/order-edit';
import type { OrderEditRequest } from '@/lib/validation/order-edit';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { Panel } from '../ui/Panel';
import { useUnsavedChanges } from '../ui/useUnsavedChanges';
import { PairSelects, type Pair } from './PairSelects';
import { ProductPicker } from './ProductPicker';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import table from '../ui/Table.module.scss';
import totals from './OrderTotals.module.scss';
import styles from './OrderEditor.module.scss';
import { WholeInput } from '../ui/WholeInput';
import { LinesHead } from './LinesHead';

/** How long the editor waits after a change before it asks the server for the new total. */
const PREVIEW_AFTER_MS = 400;

/** The fields that show their own refusal; any other (a line's) shows under the total. */
const FIELDS = ['name', 'contact', 'receiver_phone', 'address', 'district', 'charge', 'promo_code', 'discount'];

/** A line as the editor holds it: the product (null when no longer on sale: its size and colour stay) and the pick. */
interface Line {
  key: number;
  id: number;
  title_en: string;
  image: string;
  product: PickableProduct | null;
  /** the size and colour as stored, named, for a product no longer on sale */
  pick: AttributePick;
  pair: Pair;
  count: number;
}

/** What the server answers a preview or a save: a message, the field it is about, and the edit priced. */
type Answer = { msg?: string; field?: string } & Partial<OrderEditOutcome>;

/** A size and colour by id, as the API names them. */
const pickIds = ({ size, color }: Pair) => ({
  size: size === null ? null : { id: size },
  color: color === null ? null : { id: color },
});

const difference = (outcome: OrderEditOutcome) => {
  const change = outcome.total - outcome.was_total;
  if (!change) return `The same as before, ${formatPrice(outcome.was_total)}.`;
  return `Was ${formatPrice(outcome.was_total)}: ${formatPrice(Math.abs(change))} ${change > 0 ? 'more' : 'less'}.`;
};

/**
 * Edits an order before a courier has it: its lines (size, colour, count, removed, added), the receiver and
 * delivery, the charge, the promo code and a discount. Each change is priced by the server (a preview, which saves
 * nothing), so the new total and its difference show before **Save changes**; the save sends the version this page
 * loaded, and is refused when someone changed the order meanwhile.
 */
export function OrderEditor({ draft, prices = true }: { draft: OrderDraft; /** may give a discount */ prices?: boolean }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { saved } = useUnsavedChanges(formRef);
  const nextKey = useRef(draft.lines.length);
  const [lines, setLines] = useState<Line[]>(() =>
    draft.lines.map((line, key) => ({
      key,
      id: line.id,
      title_en: line.title_en,
      image: line.image,
      product: draft.products.find((product) => product.id === line.id) ?? null,
      pick: line.pick,
      pair: { size: line.pick.size?.id ?? null, color: line.pick.color?.id ?? null },
      count: line.count,
    })),
  );
  const [values, setValues] = useState({
    name: draft.name,
    contact: draft.contact,
    receiver_phone: draft.receiver_phone,
    address: draft.address,
    district: draft.district,
    charge: draft.charge === null ? '' : String(draft.charge),
    promo_code: draft.promo_code,
    discount: draft.staff_discount ? String(draft.staff_discount) : '',
  });
  const [tell, setTell] = useState(true);
  const [preview, setPreview] = useState<{ body: string; ok: boolean; answer: Answer } | null>(null);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<Answer | null>(null);

  const body: OrderEditRequest = useMemo(
    () => ({
      version: draft.version,
      lines: lines.map((line) => ({
        id: line.id,
        count: line.count,
        attribute_pick: pickIds(line.pair),
      })),
      name: values.name,
      contact: values.contact,
      receiver_phone: values.receiver_phone,
      address: values.address,
      district: values.district as OrderEditRequest['district'],
      charge: values.charge.trim() === '' ? null : Number(values.charge),
      promo_code: values.promo_code,
      discount: values.discount.trim() === '' ? 0 : Number(values.discount),
      tell_customer: tell,
    }),
    [draft.version, lines, values, tell],
  );
  const asked = JSON.stringify({ ...body, tell_customer: undefined });

  // The new total follows each change: the server prices the order as it would be saved, and saves nothing.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await postAdmin<Answer>(`orders/${draft.order_no}/edit`, { ...JSON.parse(asked), preview: true });
      if (current) setPreview({ body: asked, ok: answer.ok, answer: { ...answer.body, msg: answer.msg } });
    }, PREVIEW_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, draft.order_no]);

  const priced = preview?.ok && preview.body === asked ? (preview.answer as OrderEditOutcome) : null;
  const problem = refused ?? (preview && !preview.ok ? preview.answer : null);
  const errorOf = (field: string) => (problem?.field === field ? problem.msg : undefined);
  /** A delivery or money field's own props: its id (the one its Field names), name, value and change. */
  const bind = (field: keyof typeof values) => ({
    id: `edit-${field.replaceAll('_', '-')}`,
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setRefused(null);
      setValues((now) => ({ ...now, [field]: value }));
    },
  });
  const change = (key: number, update: Partial<Line>) => {
    setRefused(null);
    setLines((now) => now.map((line) => (line.key === key ? { ...line, ...update } : line)));
  };
  const priceOf = (line: Line) =>
    priced?.lines.find((p) => editLineKey(p.id, p.pick) === editLineKey(line.id, pickIds(line.pair)));

  function add(product: PickableProduct, pair: Pair) {
    setRefused(null);
    const same = lines.find((line) => line.id === product.id && line.pair.size === pair.size && line.pair.color === pair.color);
    if (same) return change(same.key, { count: same.count + 1 });
    const key = nextKey.current++;
    setLines((now) => [
      ...now,
      {
        key,
        id: product.id,
        title_en: product.title_en,
        image: product.image,
        product,
        pick: { size: null, color: null },
        pair,
        count: 1,
      },
    ]);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const answer = await postAdmin<Answer>(`orders/${draft.order_no}/edit`, body);
    if (!answer.ok) {
      setSaving(false);
      setRefused({ ...answer.body, msg: answer.msg });
      return;
    }
    saved();
    router.push(`/admin/orders/${draft.order_no}`);
    router.refresh();
  }

  return (
    <form ref={formRef} method="post" className={styles.editor} onSubmit={save} noValidate>
      <Panel data-area="items" id="edit-items-title" title="Items">
        <table className={table.table}>
          <LinesHead picture />
          <tbody>
            {lines.map((line, index) => {
              const price = priceOf(line);
              return (
                <tr key={line.key} data-testid="edit-line">
                  <td>
                    <MediaImage file={line.image} alt="" width={48} height={60} />
                  </td>
                  <td>
                    {line.title_en}
                    {price && <span className={fields.hint}>{price.kept ? ' · price it was sold at' : " · today's price"}</span>}
                  </td>
                  <td data-label="Size and colour">
                    {line.product ? (
                      <PairSelects
                        product={line.product}
                        pair={line.pair}
                        name={`line-${index}`}
                        onChange={(pair) => change(line.key, { pair })}
                      />
                    ) : (
                      [line.pick.size?.title, line.pick.color?.title].filter(Boolean).join(', ') || '–'
                    )}
                  </td>
                  <td data-label="Count">
                    <WholeInput
                      className={styles.count}
                      name={`line-${index}-count`}
                      min={1}
                      max={999}
                      aria-label={`Count of ${line.title_en}`}
                      value={line.count || ''}
                      onChange={(event) => change(line.key, { count: Number(event.currentTarget.value) })}
                    />
                  </td>
                  <td className={table.money}>{price ? formatPrice(price.price * price.count) : '…'}</td>
                  <td>
                    <button
                      type="button"
                      className={actions.secondary}
                      disabled={lines.length === 1}
                      onClick={() => {
                        setRefused(null);
                        setLines((now) => now.filter((other) => other.key !== line.key));
                      }}
                    >
                      Remove<span className={table.hidden}> {line.title_en}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {lines.length === 1 && <p className={fields.hint}>An order keeps one line at least: to drop it all, cancel the order.</p>}
        <ProductPicker onAdd={add} />
      </Panel>

      <Panel data-area="delivery" id="edit-delivery-title" title="Delivery">
        <div className={styles.fields}>
          <Field id="edit-name" label="Name" error={errorOf('name')}>
            <input {...bind('name')} maxLength={ORDER_EDIT_LIMITS.name} required />
          </Field>
          <div className={fields.row}>
            <Field id="edit-contact" label="Contact" error={errorOf('contact')}>
              <input {...bind('contact')} type="tel" inputMode="tel" required />
            </Field>
            <Field id="edit-receiver-phone" label="Receiver phone" hint="Empty: the contact" error={errorOf('receiver_phone')}>
              <input {...bind('receiver_phone')} type="tel" inputMode="tel" />
            </Field>
          </div>
          <Field id="edit-address" label="Address" error={errorOf('address')}>
            <textarea {...bind('address')} rows={2} maxLength={ORDER_EDIT_LIMITS.address} required />
          </Field>
          <div className={fields.row}>
            <Field id="edit-district" label="District" error={errorOf('district')}>
              <select {...bind('district')}>
                {!values.district && <option value="">Choose a district</option>}
                {DISTRICTS.map((district) => (
                  <option key={district}>{district}</option>
                ))}
              </select>
            </Field>
            <Field
              id="edit-charge"
              label="Delivery charge"
              hint={`Empty: the shop's rule${priced ? `, ${formatPrice(priced.rule_charge)}` : ''}`}
              error={errorOf('charge')}
            >
              <WholeInput {...bind('charge')} />
            </Field>
          </div>
        </div>
      </Panel>

      <Panel data-area="money" id="edit-money-title" title="Discount">
        <div className={fields.row}>
          <Field id="edit-promo-code" label="Promo code" hint="Empty: none" error={errorOf('promo_code')}>
            <input
              {...bind('promo_code')}
              maxLength={COUPON_LIMITS.code}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
          </Field>
          <Field
            id="edit-discount"
            label="Discount (BDT)"
            hint={prices ? 'Given by staff, beside any code' : 'Your account cannot give a discount'}
            error={errorOf('discount')}
          >
            <WholeInput {...bind('discount')} readOnly={!prices} />
          </Field>
        </div>
      </Panel>

      <Panel data-area="total" id="edit-total-title" title="New total">
        {priced ? (
          <dl className={totals.totals} data-testid="edit-totals">
            <dt>Subtotal</dt>
            <dd>{formatPrice(priced.subtotal)}</dd>
            <dt>Delivery charge</dt>
            <dd>{formatPrice(priced.charge)}</dd>
            {priced.promo_code && (
              <>
                <dt>Promo code {priced.promo_code}</dt>
                <dd>− {formatPrice(priced.promo_discount)}</dd>
              </>
            )}
            {priced.staff_discount > 0 && (
              <>
                <dt>Discount</dt>
                <dd>− {formatPrice(priced.staff_discount)}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd>{formatPrice(priced.total)}</dd>
          </dl>
        ) : (
          <p className={fields.hint}>{problem ? 'Not priced: see what is wrong.' : 'Pricing…'}</p>
        )}
        <p className={styles.difference} role="status">
          {priced && difference(priced)}
        </p>
        <label className={styles.tell}>
          <input type="checkbox" name="tell_customer" checked={tell} onChange={(event) => setTell(event.currentTarget.checked)} />
          Tell the customer the new total ({draft.email ? 'SMS and e-mail' : 'SMS'})
        </label>
        <div className={actions.row}>
          <button type="submit" className={actions.primary} disabled={!priced || saving}>
            Save changes
          </button>
          <Link href={`/admin/orders/${draft.order_no}`} className={actions.secondary}>
            Back to the order
          </Link>
        </div>
        <FormOutcome outcome={problem?.msg && !FIELDS.includes(problem.field ?? '') ? { ok: false, msg: problem.msg } : null} />
      </Panel>
    </form>
  );
}
