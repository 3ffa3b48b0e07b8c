import 'server-only';
import { eq } from 'drizzle-orm';
import type { StaffMember } from '../../types/staff';
import {
  ORDER_CODE_CHOICES,
  SETTINGS_FIELDS,
  SHIPPING_STATUSES,
  SMS_LANGUAGES,
  SOCIAL_NETWORKS,
  type SettingsDraft,
} from '../../validation/settings-form';
import { ADVANCE_RULES, type AdvanceRule } from '../../payment-plan';
import { assertCan, assertOwnerAt } from '../roles';
import type { Db } from '../db';
import { storeSettings } from '../db/schema';
import { changeOf, record } from '../history';
import { everyPageChanged } from '../changes';
import { getStoreSettings } from './store';

type SettingsRow = Awaited<ReturnType<typeof getStoreSettings>>;

/** A stored choice the form offers, or `otherwise` for a value it does not (one written by hand or by an older version). */
const known = <K extends string>(choices: Record<K, string>, value: string, otherwise: K): K =>
  Object.hasOwn(choices, value) ? (value as K) : otherwise;

function draftOf(row: SettingsRow): SettingsDraft {
  return {
    store_name: row.storeName,
    company_name: row.companyName,
    email: row.companyEmail,
    phone: row.companyPhone,
    address: row.companyAddress,
    website: row.companyWebsite,
    facebook: row.social.facebook ?? '',
    instagram: row.social.instagram ?? '',
    youtube: row.social.youtube ?? '',
    pinterest: row.social.pinterest ?? '',
    shipping_status: known(SHIPPING_STATUSES, row.shippingStatus, 'Custom'),
    charge_in_city: row.chargeInCity,
    charge_out_city: row.chargeOutCity,
    suburbs_charge: row.suburbsCharge,
    charge_per_kg: row.chargePerKg,
    min_charge: row.minCharge,
    tiers: row.customRate,
    order_code: known(ORDER_CODE_CHOICES, row.orderCode, 'off'),
    sms_language: known(SMS_LANGUAGES, row.smsLanguage, 'en'),
    exchange_charge: row.exchangeCharge,
    coupon_owner_above: row.couponOwnerAbove,
    low_stock_at: row.lowStockAt,
    pay_now: row.payNow,
    advance_for: row.advanceFor,
  };
}

/** The store's settings as their form edits them. */
export async function getSettingsForm(db: Db, actor: StaffMember): Promise<SettingsDraft> {
  assertCan(actor, 'settings');
  return draftOf(await getStoreSettings(db));
}

/** The settings as people read them, for the history (a choice by the words the form shows). */
function described(draft: SettingsDraft): Record<string, unknown> {
  const { tiers, order_code, sms_language, suburbs_charge, exchange_charge, pay_now, advance_for, ...fields } = draft;
  return {
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [SETTINGS_FIELDS[key as keyof typeof fields], value])),
    [SETTINGS_FIELDS.suburbs_charge]: suburbs_charge ?? 'Off',
    [SETTINGS_FIELDS.tiers]: tiers.map((tier) => `from ${tier.greater_value}: ${tier.charge}`).join(', ') || null,
    [SETTINGS_FIELDS.order_code]: ORDER_CODE_CHOICES[order_code],
    [SETTINGS_FIELDS.sms_language]: SMS_LANGUAGES[sms_language],
    [SETTINGS_FIELDS.exchange_charge]: exchange_charge ? 'Yes' : 'No',
    [SETTINGS_FIELDS.pay_now]: pay_now ? 'Yes' : 'No',
    [SETTINGS_FIELDS.advance_for]: advance_for?.map((rule) => ADVANCE_RULES[rule as AdvanceRule]).join(', ') || 'None',
  };
}

/**
 * Saves the store's settings (an account with Settings; the coupon limit the owner only), recorded field by field; every page of the shop shows them on its
 * next request (the footer, the policy pages, checkout's delivery charge).
 */
export async function saveSettings(db: Db, actor: StaffMember, input: SettingsDraft): Promise<void> {
  assertCan(actor, 'settings');
  const row = await getStoreSettings(db);
  const draft = {
    ...input,
    coupon_owner_above: input.coupon_owner_above ?? row.couponOwnerAbove,
    pay_now: input.pay_now ?? row.payNow,
    advance_for: input.advance_for ?? row.advanceFor,
  };
  // The limit that keeps big coupons the owner's is the owner's too.
  if (draft.coupon_owner_above !== row.couponOwnerAbove) assertOwnerAt(actor, 'coupon_owner_above');
  const change = changeOf(described(draftOf(row)), described(draft));
  if (!Object.keys(change.after).length) return;
  // The networks the form has are set or taken off; any other the store has stays.
  const social = { ...row.social };
  for (const key of SOCIAL_NETWORKS) {
    if (draft[key]) social[key] = draft[key];
    else delete social[key];
  }
  await db.transaction(async (tx) => {
    await tx
      .update(storeSettings)
      .set({
        storeName: draft.store_name,
        companyName: draft.company_name,
        companyEmail: draft.email,
        companyPhone: draft.phone,
        companyAddress: draft.address,
        companyWebsite: draft.website,
        social,
        shippingStatus: draft.shipping_status,
        chargeInCity: draft.charge_in_city,
        chargeOutCity: draft.charge_out_city,
        suburbsCharge: draft.suburbs_charge,
        chargePerKg: draft.charge_per_kg,
        minCharge: draft.min_charge,
        customRate: [...draft.tiers].sort((a, b) => a.greater_value - b.greater_value),
        orderCode: draft.order_code,
        smsLanguage: draft.sms_language,
        exchangeCharge: draft.exchange_charge,
        couponOwnerAbove: draft.coupon_owner_above,
        lowStockAt: draft.low_stock_at,
        payNow: draft.pay_now,
        advanceFor: draft.advance_for,
        updatedAt: new Date(),
      })
      .where(eq(storeSettings.id, row.id));
    await record(tx, { staffId: actor.id, subject: 'settings', subjectId: row.id, action: 'edited', ...change });
  });
  await everyPageChanged(db);
}
