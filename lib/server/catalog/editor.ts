import 'server-only';
import { assertCan } from '../roles';
import { ADMIN_MESSAGES } from '../../desk/messages';
import { can } from '../../desk/permissions';
import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { productCode } from '../../sku';
import { stockKey } from '../../stock';
import type { ProductChoices, ProductFormValues } from '../../types/product-form';
import { gridKeys } from '../../types/stock-grid';
import type { StaffMember } from '../../types/staff';
import { dhakaInput } from '../../validation/form-fields';
import { PRODUCT_FIELDS, type ProductDraft, type ProductField } from '../../validation/product-form';
import { SIZE_GROUP_TITLES, type SizeGroup } from '../../size-groups';
import type { DeskAttributeValue } from '../../types/attributes';
import { listDeskAttributes } from './attributes';
import { addStockRows, pairOf } from './stock';
import type { Db } from '../db';
import { categories, products, stock } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { DomainError } from '../errors';
import { changeOf, record } from '../history';
import { sanitizeRichText } from '../rich-text';
import { productsChanged } from '../changes';

/** What a product may be made of: every collection, style, size and colour, in the shop's order. */
export async function getProductChoices(db: Db): Promise<ProductChoices> {
  const [collections, { sizes, colors, styles }] = await Promise.all([
    db
      .select({ id: categories.id, title: categories.titleEn })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    listDeskAttributes(db),
  ]);
  const choice = ({ id, title, retired }: DeskAttributeValue) => ({ id, title, retired });
  return {
    collections,
    styles: styles.map(choice),
    sizes: sizes.map((size) => ({ ...choice(size), group: size.group! })),
    colors: colors.map((color) => ({ ...choice(color), value: color.value })),
  };
}

/** The size group a draft is saved in: the one it names, else its sizes' (none: one size), else what it had. */
function sizeGroupOf(draft: ProductDraft, choices: ProductChoices, before?: SizeGroup): SizeGroup {
  if (draft.size_group) return draft.size_group;
  const first = choices.sizes.find((size) => size.id === draft.size_ids[0]);
  return first?.group ?? (draft.size_ids.length ? (before ?? 'letter') : 'one_size');
}

type ProductRow = typeof products.$inferSelect;

/** A stored product as the form shows it (moments in Dhaka time, as its date and time fields take them). */
function formValues(row: ProductRow): ProductFormValues {
  const moment = (value: Date | null) => (value ? dhakaInput(value) : null);
  const draft = draftOf(row);
  return {
    ...draft,
    id: row.id,
    image: row.image,
    offer_starts_at: moment(draft.offer_starts_at),
    offer_ends_at: moment(draft.offer_ends_at),
  };
}

export async function productRow(db: Db, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new DomainError('not-found', 'No product has that id');
  return row;
}

/** One product as the back office's form edits it. */
export async function getProductForm(db: Db, id: number): Promise<ProductFormValues> {
  return formValues(await productRow(db, id));
}

/** The columns a draft sets: rich text sanitised as the shop renders it. */
const columnsOf = (draft: ProductDraft & { size_group: SizeGroup }) => ({
  titleEn: draft.title,
  slug: draft.slug,
  desEn: sanitizeRichText(draft.description),
  featureEn: sanitizeRichText(draft.measurements),
  price: draft.price,
  mrp: draft.mrp,
  offerPrice: draft.offer_price,
  offerStartsAt: draft.offer_price === null ? null : draft.offer_starts_at,
  offerEndsAt: draft.offer_price === null ? null : draft.offer_ends_at,
  min: draft.min,
  max: draft.max,
  code: draft.code,
  weight: draft.weight,
  categoryIds: draft.collection_ids,
  styleIds: draft.style_ids,
  sizeGroup: draft.size_group,
  sizeIds: draft.size_ids,
  colorIds: draft.color_ids,
  clearance: draft.clearance,
  video: draft.video,
  active: draft.published,
});

/**
 * Refuses a draft that names a collection, style, size or colour the shop does not have, a retired one the product
 * did not have already, a size of another group than its own, or a slug in use.
 */
async function checkDraft(
  db: Db,
  draft: ProductDraft & { size_group: SizeGroup },
  before: ProductRow | null,
  choices: ProductChoices,
): Promise<void> {
  const known: [ProductField, number[], { id: number; title: string; retired?: boolean }[], number[]][] = [
    ['collection_ids', draft.collection_ids, choices.collections, []],
    ['style_ids', draft.style_ids, choices.styles, before?.styleIds ?? []],
    ['size_ids', draft.size_ids, choices.sizes, before?.sizeIds ?? []],
    ['color_ids', draft.color_ids, choices.colors, before?.colorIds ?? []],
  ];
  for (const [field, picked, options, had] of known) {
    if (picked.some((pick) => !options.some((option) => option.id === pick)))
      throw new DomainError('invalid', `${PRODUCT_FIELDS[field]} names a choice the shop does not have`, field);
    const retired = options.find((option) => option.retired && picked.includes(option.id) && !had.includes(option.id));
    if (retired) throw new DomainError('invalid', `${retired.title} is retired: it cannot be picked for a product`, field);
  }
  const otherGroup = choices.sizes.find((size) => draft.size_ids.includes(size.id) && size.group !== draft.size_group);
  if (otherGroup)
    throw new DomainError(
      'invalid',
      `${otherGroup.title} is not a size of the group ${SIZE_GROUP_TITLES[draft.size_group]}`,
      'size_ids',
    );
  const id = before?.id ?? null;
  const other = id === null ? undefined : ne(products.id, id);
  const [taken] = await db
    .select({ title: products.titleEn })
    .from(products)
    .where(and(eq(products.slug, draft.slug), other));
  if (taken) throw slugInUse(draft.slug, taken.title);
  if (draft.code === null) return;
  const [holder] = await db
    .select({ title: products.titleEn })
    .from(products)
    .where(and(eq(products.code, draft.code), other));
  if (holder) throw new DomainError('conflict', `The code ${draft.code} is in use by ${holder.title}: choose another`, 'code');
}

const slugInUse = (slug: string, title?: string) =>
  new DomainError(
    'conflict',
    title ? `The slug "${slug}" is in use by ${title}: choose another` : `The slug "${slug}" is in use: choose another`,
    'slug',
  );

/** A product's fields as people read them, for the history: names instead of ids, rich text by its length. */
function described(columns: ReturnType<typeof columnsOf>, choices: ProductChoices): Record<string, unknown> {
  const names = (ids: number[], options: { id: number; title: string }[]) =>
    ids.map((id) => options.find((option) => option.id === id)?.title ?? id).join(', ');
  const moment = (value: Date | null) => (value ? `${dhakaInput(value).replace('T', ' ')} (Dhaka)` : null);
  return {
    [PRODUCT_FIELDS.title]: columns.titleEn,
    [PRODUCT_FIELDS.slug]: columns.slug,
    [PRODUCT_FIELDS.code]: columns.code,
    [PRODUCT_FIELDS.description]: `${columns.desEn.length} characters`,
    [PRODUCT_FIELDS.measurements]: `${columns.featureEn.length} characters`,
    [PRODUCT_FIELDS.price]: columns.price,
    [PRODUCT_FIELDS.mrp]: columns.mrp,
    [PRODUCT_FIELDS.offer_price]: columns.offerPrice,
    [PRODUCT_FIELDS.offer_starts_at]: moment(columns.offerStartsAt),
    [PRODUCT_FIELDS.offer_ends_at]: moment(columns.offerEndsAt),
    [PRODUCT_FIELDS.min]: columns.min,
    [PRODUCT_FIELDS.max]: columns.max,
    [PRODUCT_FIELDS.weight]: columns.weight,
    [PRODUCT_FIELDS.collection_ids]: names(columns.categoryIds, choices.collections),
    [PRODUCT_FIELDS.style_ids]: names(columns.styleIds, choices.styles),
    [PRODUCT_FIELDS.size_group]: SIZE_GROUP_TITLES[columns.sizeGroup],
    [PRODUCT_FIELDS.size_ids]: names(columns.sizeIds, choices.sizes),
    [PRODUCT_FIELDS.color_ids]: names(columns.colorIds, choices.colors),
    [PRODUCT_FIELDS.clearance]: columns.clearance ? 'yes' : 'no',
    [PRODUCT_FIELDS.video]: columns.video,
    [PRODUCT_FIELDS.published]: columns.active ? 'yes' : 'no',
  };
}

/**
 * Makes the stock rows match the product's sizes and colours: a new pair starts with none in stock (staff count it
 * in) and its default SKU, a pair it no longer offers is dropped; the pieces and SKUs of the others stay as they are.
 */
async function matchStock(tx: Db, product: { id: number; code: string }, draft: ProductDraft, choices: ProductChoices) {
  const named = (ids: number[], values: { id: number; title: string }[]) =>
    ids.map((id) => ({ id, title: values.find((value) => value.id === id)?.title ?? '' }));
  const sizes = named(draft.size_ids, choices.sizes);
  const colors = named(draft.color_ids, choices.colors);
  const keys = gridKeys({ sizes, colors });
  await tx
    .delete(stock)
    .where(and(eq(stock.productId, product.id), notInArray(sql`${stock.sizeId} || '-' || ${stock.colorId}`, keys)));
  const held = await tx
    .select({ sizeId: stock.sizeId, colorId: stock.colorId })
    .from(stock)
    .where(eq(stock.productId, product.id));
  const heldKeys = new Set(held.map((row) => stockKey(row.sizeId, row.colorId)));
  const pairs = keys.filter((key) => !heldKeys.has(key)).map((key) => pairOf({ sizes, colors }, key));
  await addStockRows(tx, product.id, product.code, pairs);
}

/** A product with nothing to show cannot be on the shop. */
function checkPublishable(draft: ProductDraft, image: string): void {
  if (draft.published && !image)
    throw new DomainError('invalid', 'Add a photo before publishing: the shop shows every product with one', 'published');
}

/**
 * Adds a product (with none of its sizes and colours in stock yet), records it and, when published, shows it on
 * the shop at once. Gives its id.
 */
export async function createProduct(db: Db, actor: StaffMember, input: ProductDraft): Promise<number> {
  assertCan(actor, 'catalogue');
  // A new product's form sets its price.
  assertCan(actor, 'prices');
  const choices = await getProductChoices(db);
  const draft = { ...input, size_group: sizeGroupOf(input, choices) };
  await checkDraft(db, draft, null, choices);
  checkPublishable(draft, '');
  const columns = columnsOf(draft);
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...columns, image: '' })
        .returning({ id: products.id });
      const code = draft.code ?? productCode(row.id);
      await tx.update(products).set({ code }).where(eq(products.id, row.id));
      await matchStock(tx, { id: row.id, code }, draft, choices);
      await record(tx, {
        staffId: actor.id,
        subject: 'product',
        subjectId: row.id,
        action: 'created',
        after: described({ ...columns, code }, choices),
      });
      return row.id;
    }),
    () => slugInUse(draft.slug),
  );
  if (draft.published) await productsChanged(db, [draft.slug], { listings: true });
  return id;
}

/**
 * Saves a product's form: its stock follows new sizes and colours, the change is recorded field by field, and
 * the shop shows it at once (its page under the old and new slug, listings, home and the sitemap). Unpublishing
 * hides it from the shop; orders keep what they were placed with.
 */
export async function updateProduct(db: Db, actor: StaffMember, id: number, input: ProductDraft): Promise<void> {
  assertCan(actor, 'catalogue');
  const [before, choices] = await Promise.all([productRow(db, id), getProductChoices(db)]);
  const draft = { ...input, size_group: sizeGroupOf(input, choices, before.sizeGroup) };
  await checkDraft(db, draft, before, choices);
  checkPublishable(draft, before.image);
  // Without a code typed, the product keeps its own.
  const code = draft.code ?? before.code ?? productCode(id);
  const columns = { ...columnsOf(draft), code };
  const change = changeOf(described(columnsOf(draftOf(before)), choices), described(columns, choices));
  if (!Object.keys(change.after).length) return;
  checkPriceChange(actor, change.after);
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx.update(products).set(columns).where(eq(products.id, id));
      await matchStock(tx, { id, code }, draft, choices);
      await record(tx, { staffId: actor.id, subject: 'product', subjectId: id, action: 'edited', ...change });
    }),
    () => slugInUse(draft.slug),
  );
  await productsChanged(db, [...new Set([before.slug, draft.slug])], { listings: true });
}

/** The product form's fields that set what a piece sells for: an account without Prices and offers keeps them. */
const PRICE_FIELDS = ['price', 'mrp', 'offer_price', 'offer_starts_at', 'offer_ends_at', 'clearance'] as const;

function checkPriceChange(actor: StaffMember, changed: Record<string, unknown>): void {
  if (can(actor, 'prices')) return;
  const field = PRICE_FIELDS.find((key) => PRODUCT_FIELDS[key] in changed);
  if (field) throw new DomainError('forbidden', ADMIN_MESSAGES.pricesKept, field);
}

/** A stored product as a draft (its rich text is stored sanitised, so sanitising it again changes nothing). */
function draftOf(row: ProductRow): ProductDraft & { size_group: SizeGroup } {
  return {
    title: row.titleEn,
    slug: row.slug,
    code: row.code,
    description: row.desEn,
    measurements: row.featureEn,
    price: row.price,
    mrp: row.mrp,
    offer_price: row.offerPrice,
    offer_starts_at: row.offerStartsAt,
    offer_ends_at: row.offerEndsAt,
    min: row.min,
    max: row.max,
    weight: row.weight,
    collection_ids: row.categoryIds,
    style_ids: row.styleIds,
    size_group: row.sizeGroup,
    size_ids: row.sizeIds,
    color_ids: row.colorIds,
    clearance: row.clearance,
    video: row.video,
    published: row.active,
  };
}
