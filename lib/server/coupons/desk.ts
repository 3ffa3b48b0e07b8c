import 'server-only';
import { assertCan } from '../roles';
import { ADMIN_MESSAGES } from '../../desk/messages';
import { getStoreSettings } from '../settings';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CouponFormValues } from '../../types/coupon-desk';
import type { StaffMember } from '../../types/staff';
import { COUPON_FIELDS, COUPON_KINDS, type CouponDraft } from '../../validation/coupon-form';
import { dhakaInput } from '../../validation/form-fields';
import type { Db } from '../db';
import { coupons, orders } from '../db/schema';
import { DomainError } from '../errors';
import { changeOf, record } from '../history';
import { liveOrder } from '../live-orders';

type CouponRow = typeof coupons.$inferSelect;

/** Orders that used the coupon of the row and still stand (not cancelled): what its limits count (lib/server/coupons/shop). */
const uses = sql<number>`(select count(*)::int from ${orders} where ${orders.promoCode} = "coupons"."code" and ${liveOrder})`;

const moment = (value: Date | null) => (value ? dhakaInput(value) : null);

function formValues(row: CouponRow, uses: number): CouponFormValues {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    amount: row.amount,
    max_discount: row.maxDiscount,
    min_cart_value: row.minCartValue,
    starts_at: moment(row.startsAt),
    ends_at: moment(row.expiresAt),
    usage_limit: row.usageLimit,
    per_user_limit: row.perUserLimit,
    first_order_only: row.firstOrderOnly,
    active: row.active,
    description: row.description,
    uses,
  };
}

/** Every coupon, the newest first, with its uses so far. */
export async function listCoupons(db: Db): Promise<CouponFormValues[]> {
  const rows = await db.select({ row: coupons, uses }).from(coupons).orderBy(desc(coupons.id));
  return rows.map((found) => formValues(found.row, found.uses));
}

async function couponRow(db: Db, id: number): Promise<{ row: CouponRow; uses: number }> {
  const [found] = await db.select({ row: coupons, uses }).from(coupons).where(eq(coupons.id, id));
  if (!found) throw new DomainError('not-found', 'No coupon has that id');
  return found;
}

export async function getCouponForm(db: Db, id: number): Promise<CouponFormValues> {
  const found = await couponRow(db, id);
  return formValues(found.row, found.uses);
}

const columnsOf = (draft: CouponDraft) => ({
  code: draft.code,
  kind: draft.kind,
  amount: draft.amount,
  maxDiscount: draft.max_discount,
  minCartValue: draft.min_cart_value,
  startsAt: draft.starts_at,
  expiresAt: draft.ends_at,
  usageLimit: draft.usage_limit,
  perUserLimit: draft.per_user_limit,
  firstOrderOnly: draft.first_order_only,
  active: draft.active,
  description: draft.description,
});

/** A coupon's fields as people read them, for the history. */
function described(draft: CouponDraft): Record<string, unknown> {
  const when = (value: Date | null) => (value ? `${dhakaInput(value).replace('T', ' ')} (Dhaka)` : null);
  const yes = (value: boolean) => (value ? 'yes' : 'no');
  return {
    [COUPON_FIELDS.code]: draft.code,
    [COUPON_FIELDS.kind]: COUPON_KINDS[draft.kind],
    [COUPON_FIELDS.amount]: draft.amount,
    [COUPON_FIELDS.max_discount]: draft.max_discount,
    [COUPON_FIELDS.min_cart_value]: draft.min_cart_value,
    [COUPON_FIELDS.starts_at]: when(draft.starts_at),
    [COUPON_FIELDS.ends_at]: when(draft.ends_at),
    [COUPON_FIELDS.usage_limit]: draft.usage_limit,
    [COUPON_FIELDS.per_user_limit]: draft.per_user_limit,
    [COUPON_FIELDS.first_order_only]: yes(draft.first_order_only),
    [COUPON_FIELDS.active]: yes(draft.active),
    [COUPON_FIELDS.description]: draft.description,
  };
}

/** Codes are matched without regard to case at checkout, so no two may differ only in case. */
async function checkCode(db: Db, code: string, id: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = lower(${code})`, id === null ? undefined : ne(coupons.id, id)));
  if (taken) throw new DomainError('conflict', `The code ${code} is in use: choose another`, 'code');
}

/**
 * A percent off above the store's limit (Settings, 30 by default) is the owner's to give: anyone else is refused
 * at the amount, whether making the coupon or changing one.
 */
async function checkOwnerLimit(db: Db, actor: StaffMember, draft: CouponDraft): Promise<void> {
  if (draft.kind !== 'percent' || actor.role === 'owner') return;
  const { couponOwnerAbove } = await getStoreSettings(db);
  if (draft.amount > couponOwnerAbove)
    throw new DomainError('forbidden', ADMIN_MESSAGES.couponOwnerAbove(couponOwnerAbove), 'amount');
}

/** Adds a coupon (recorded); shoppers can use it at once when it is active. Gives its id. */
export async function createCoupon(db: Db, actor: StaffMember, draft: CouponDraft): Promise<number> {
  assertCan(actor, 'coupons');
  await checkOwnerLimit(db, actor, draft);
  await checkCode(db, draft.code, null);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(coupons).values(columnsOf(draft)).returning({ id: coupons.id });
    await record(tx, { staffId: actor.id, subject: 'coupon', subjectId: row.id, action: 'created', after: described(draft) });
    return row.id;
  });
}

/**
 * Saves a coupon; the change is recorded field by field. A code already used keeps its code: orders name the
 * code they used, and its limits count them.
 */
export async function updateCoupon(db: Db, actor: StaffMember, id: number, draft: CouponDraft): Promise<void> {
  assertCan(actor, 'coupons');
  const { row, uses: used } = await couponRow(db, id);
  await checkOwnerLimit(db, actor, draft);
  if (draft.code !== row.code) {
    if (used > 0)
      throw new DomainError(
        'conflict',
        `${row.code} has been used in ${used} ${used === 1 ? 'order' : 'orders'}: its code cannot change (add a new coupon instead)`,
        'code',
      );
    await checkCode(db, draft.code, id);
  }
  const change = changeOf(described(draftOf(row)), described(draft));
  if (!Object.keys(change.after).length) return;
  await db.transaction(async (tx) => {
    await tx.update(coupons).set(columnsOf(draft)).where(eq(coupons.id, id));
    await record(tx, { staffId: actor.id, subject: 'coupon', subjectId: id, action: 'edited', ...change });
  });
}

/** A stored coupon as a draft. */
const draftOf = (row: CouponRow): CouponDraft => ({
  code: row.code,
  kind: row.kind === 'fixed' ? 'fixed' : 'percent',
  amount: row.amount,
  max_discount: row.maxDiscount,
  min_cart_value: row.minCartValue,
  starts_at: row.startsAt,
  ends_at: row.expiresAt,
  usage_limit: row.usageLimit,
  per_user_limit: row.perUserLimit,
  first_order_only: row.firstOrderOnly,
  active: row.active,
  description: row.description,
});
