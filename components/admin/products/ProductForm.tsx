'use client';
import { useRef, useState, type FormEvent } from 'react';
import { SIZE_GROUP_TITLES, SIZE_GROUPS, type SizeGroup } from '@/lib/size-groups';
import { PRODUCT_LIMITS } from '@/lib/field-limits';
import { PIECE_WEIGHT_KG } from '@/lib/cart/shipping';
import { CURRENCY } from '@/lib/format';
import { SKU_MAX } from '@/lib/sku';
import type { ProductChoice, ProductChoices, ProductFormValues } from '@/lib/types/product-form';
import { PRODUCT_FIELDS, productFormProblems, type ProductField, type ProductFormInput } from '@/lib/validation/product-form';
import { FormOutcome } from '../ui/FormOutcome';
import { ChoiceGroup } from './ChoiceGroup';
import { readForm } from '../ui/read-form';
import { useFieldForm } from '../ui/useFieldForm';
import { useTitleAndSlug } from '../ui/useTitleAndSlug';
import { RichTextField } from '../ui/RichTextField';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import layout from '../ui/FormLayout.module.scss';

/** The form's fields as typed: a price may still be missing (the schema says so next to it). */
type Draft = Omit<ProductFormInput, 'price'> & { price: number | null };

const EMPTY: Required<Draft> = {
  title: '',
  slug: '',
  code: null,
  description: '',
  measurements: '',
  price: null,
  mrp: null,
  offer_price: null,
  offer_starts_at: null,
  offer_ends_at: null,
  min: null,
  max: null,
  weight: null,
  collection_ids: [],
  style_ids: [],
  size_group: 'letter',
  size_ids: [],
  color_ids: [],
  clearance: false,
  video: null,
  published: false,
};

/** Ticked ids in the product's own order: those it had stay where they were, new ones follow in the shop's order. */
const ordered = (ticked: number[], before: number[]) => [
  ...before.filter((id) => ticked.includes(id)),
  ...ticked.filter((id) => !before.includes(id)),
];

/**
 * The product form of the back office: every field the shop shows, checked here as the server checks it (one
 * schema) so that each problem shows next to its field at once; what only the server knows (a slug in use) comes
 * back to its field too. A new product opens its own page once added.
 */
export function ProductForm({
  values,
  choices,
  prices = true,
}: {
  values: ProductFormValues | null;
  choices: ProductChoices;
  /** whether the account may change prices and offers: without, they show as they are, and are sent unchanged */
  prices?: boolean;
}) {
  const start: Required<Draft> = values ?? EMPTY;
  const { formRef, saveRecord, field, whole, moment, check, fieldId, problems, outcome, pending } = useFieldForm(
    'product',
    PRODUCT_FIELDS,
    productFormProblems,
  );
  const titleAndSlug = useTitleAndSlug(field, start, values === null, PRODUCT_LIMITS.title);
  const description = useRef<HTMLDivElement>(null);
  const measurements = useRef<HTMLDivElement>(null);
  const [sizeGroup, setSizeGroup] = useState<SizeGroup>(start.size_group);
  // A retired value is offered only to a product that has it already.
  const offered = <C extends ProductChoice>(options: C[], had: number[]) =>
    options.filter((option) => !option.retired || had.includes(option.id));

  function draftOf(target: HTMLFormElement): Draft {
    const { text, number, data } = readForm<ProductField>(target);
    const ids = (name: 'collection_ids' | 'style_ids' | 'size_ids' | 'color_ids') =>
      ordered(data.getAll(name).map(Number), start[name]);
    return {
      title: text('title'),
      slug: text('slug'),
      code: text('code') || null,
      description: description.current?.innerHTML ?? '',
      measurements: measurements.current?.innerHTML ?? '',
      ...(prices
        ? {
            price: number('price'),
            mrp: number('mrp'),
            offer_price: number('offer_price'),
            offer_starts_at: text('offer_starts_at') || null,
            offer_ends_at: text('offer_ends_at') || null,
          }
        : {
            price: start.price,
            mrp: start.mrp,
            offer_price: start.offer_price,
            offer_starts_at: start.offer_starts_at,
            offer_ends_at: start.offer_ends_at,
          }),
      min: number('min'),
      max: number('max'),
      weight: number('weight'),
      collection_ids: ids('collection_ids'),
      style_ids: ids('style_ids'),
      size_group: sizeGroup,
      size_ids: sizeGroup === 'one_size' ? [] : ids('size_ids'),
      color_ids: ids('color_ids'),
      clearance: data.get('clearance') === 'on',
      video: text('video') || null,
      published: data.get('published') === 'on',
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await saveRecord('products', values?.id, draftOf(event.currentTarget), '/admin/products');
  }

  return (
    <form ref={formRef} method="post" className={layout.form} onSubmit={submit} noValidate>
      {titleAndSlug((slug) => `/product/${slug}`)}
      <div className={fields.row}>
        {field(
          'code',
          (props) => (
            <input
              {...props}
              maxLength={SKU_MAX}
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={start.code ?? ''}
            />
          ),
          values ? 'The SKUs of sizes and colours added later start with it' : 'Empty: P and the product’s number',
        )}
        {whole('weight', start.weight, `Grams a piece weighs packed, for the courier; empty: ${PIECE_WEIGHT_KG * 1000} g`, 1)}
      </div>
      <RichTextField
        id={fieldId('description')}
        label={PRODUCT_FIELDS.description}
        html={start.description}
        error={problems.description}
        ref={description}
      />
      <RichTextField
        id={fieldId('measurements')}
        label={PRODUCT_FIELDS.measurements}
        html={start.measurements}
        error={problems.measurements}
        ref={measurements}
      />
      <fieldset className={layout.form} disabled={!prices}>
        {!prices && <legend>Prices and offers: your account cannot change them</legend>}
        <div className={fields.row}>
          {whole('price', start.price, CURRENCY)}
          {whole('mrp', start.mrp, 'Shown struck through when above the price')}
        </div>
        <fieldset className={fields.row}>
          <legend>Offer</legend>
          {whole('offer_price', start.offer_price)}
          {moment('offer_starts_at', start.offer_starts_at)}
          {moment('offer_ends_at', start.offer_ends_at)}
          <span className={fields.hint}>Dhaka time. Without a start, the offer runs at once.</span>
        </fieldset>
      </fieldset>
      <div className={fields.row}>
        {whole('min', start.min, undefined, 1)}
        {whole('max', start.max, undefined, 1)}
      </div>
      <ChoiceGroup
        name="collection_ids"
        legend={PRODUCT_FIELDS.collection_ids}
        options={choices.collections}
        picked={start.collection_ids}
        error={problems.collection_ids}
      />
      <ChoiceGroup
        name="style_ids"
        legend={PRODUCT_FIELDS.style_ids}
        options={offered(choices.styles, start.style_ids)}
        picked={start.style_ids}
        error={problems.style_ids}
      />
      {field('size_group', (props) => (
        <select {...props} value={sizeGroup} onChange={(event) => setSizeGroup(event.currentTarget.value as SizeGroup)}>
          {SIZE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {SIZE_GROUP_TITLES[group]}
            </option>
          ))}
        </select>
      ))}
      {sizeGroup !== 'one_size' && (
        <ChoiceGroup
          key={sizeGroup}
          name="size_ids"
          legend={PRODUCT_FIELDS.size_ids}
          options={offered(choices.sizes, start.size_ids).filter((size) => size.group === sizeGroup)}
          picked={start.size_ids}
          error={problems.size_ids}
        />
      )}
      <ChoiceGroup
        name="color_ids"
        legend={PRODUCT_FIELDS.color_ids}
        options={offered(choices.colors, start.color_ids)}
        picked={start.color_ids}
        error={problems.color_ids}
      />
      {field(
        'video',
        (props) => (
          <input {...props} type="url" inputMode="url" defaultValue={start.video ?? ''} placeholder="https://youtu.be/…" />
        ),
        'A YouTube video, shown under "What size to get?"',
      )}
      <div className={fields.toggles}>
        {check('clearance', start.clearance)}
        {check('published', start.published)}
      </div>
      <button type="submit" className={actions.primary} disabled={pending}>
        {values ? 'Save product' : 'Add product'}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
