import { z } from 'zod';
import { ADVANCE_RULE_KEYS } from '../payment-plan';
import { fieldProblems, text, whole } from './form-fields';

/** The settings form's fields, by the names the API takes, with the labels the form shows. */
export const SETTINGS_FIELDS = {
  store_name: 'Store name',
  company_name: 'Company name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  shipping_status: 'Shipping',
  charge_in_city: 'Inside Dhaka',
  charge_out_city: 'Outside Dhaka',
  suburbs_charge: 'Dhaka suburbs',
  charge_per_kg: 'Charge per kg',
  min_charge: 'Below every tier',
  tiers: 'Tiers',
  order_code: 'Ask for a code before a cash-on-delivery order',
  sms_language: 'SMS language',
  exchange_charge: 'Charge delivery on exchanges',
  coupon_owner_above: 'Coupons above this percent off need the owner',
  low_stock_at: 'Low stock at',
  pay_now: 'Offer paying the whole order now (bKash, cards and mobile banking)',
  advance_for: 'Ask the delivery charge ahead by bKash for',
} as const;
export type SettingsField = keyof typeof SETTINGS_FIELDS;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'pinterest'] as const;
export const SHIPPING_STATUSES = {
  'Flat Rate': 'Flat rate: inside and outside Dhaka',
  Free: 'Free delivery',
  Custom: 'By cart value (tiers)',
} as const;
/** When checkout asks for an SMS code before a cash-on-delivery order: never, on a customer's first order, always. */
export const ORDER_CODE_CHOICES = { off: 'Off', new: 'For new customers', always: 'Always' } as const;
/** The language of the customers' SMS. */
export const SMS_LANGUAGES = { en: 'English', bn: 'Bangla' } as const;

const CHARGE_MAX = 10_000;
/** The highest low-stock threshold: past it, every size and colour of a small shop would be "low". */
const LOW_STOCK_AT_MAX = 1000;
/** The most the suburbs' charge and the charge per kg can be. */
const ZONE_CHARGE_MAX = 5000;

/** An address on the web: https (or http), nothing else (no javascript:, no data:). */
const webAddress = (label: string) =>
  text(label, 300).refine((value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), {
    error: `${label} must be a web address starting with https://`,
  });

const required = (label: string, max: number) => text(label, max).min(1, { error: `Enter the ${label.toLowerCase()}` });

/** One of a choice's stored values (the keys of its labels). */
function choice<K extends string>(label: string, choices: Record<K, string>) {
  const values = Object.keys(choices) as [K, ...K[]];
  return z.enum(values, { error: `${label} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}` });
}

/** The store's settings as the owner saves them (POST /api/admin/settings). */
export const settingsFormSchema = z
  .object({
    store_name: required(SETTINGS_FIELDS.store_name, 80),
    company_name: required(SETTINGS_FIELDS.company_name, 120),
    email: required(SETTINGS_FIELDS.email, 200).pipe(z.email({ error: 'Enter a valid email address' })),
    phone: required(SETTINGS_FIELDS.phone, 30).regex(/^\+?[0-9 -]{6,20}$/, { error: 'Enter the phone number in digits' }),
    address: required(SETTINGS_FIELDS.address, 300),
    website: webAddress(SETTINGS_FIELDS.website).refine((value) => value !== '', { error: 'Enter the website' }),
    facebook: webAddress(SETTINGS_FIELDS.facebook),
    instagram: webAddress(SETTINGS_FIELDS.instagram),
    youtube: webAddress(SETTINGS_FIELDS.youtube),
    pinterest: webAddress(SETTINGS_FIELDS.pinterest),
    shipping_status: choice(SETTINGS_FIELDS.shipping_status, SHIPPING_STATUSES),
    charge_in_city: whole(SETTINGS_FIELDS.charge_in_city, 0, CHARGE_MAX),
    charge_out_city: whole(SETTINGS_FIELDS.charge_out_city, 0, CHARGE_MAX),
    /** null: Dhaka's suburbs are charged as their district */
    suburbs_charge: whole(SETTINGS_FIELDS.suburbs_charge, 0, ZONE_CHARGE_MAX).nullable(),
    charge_per_kg: whole(SETTINGS_FIELDS.charge_per_kg, 0, ZONE_CHARGE_MAX),
    min_charge: whole(SETTINGS_FIELDS.min_charge, 0, CHARGE_MAX),
    tiers: z
      .array(
        z.object({ greater_value: whole('A tier’s cart value', 1, 10_000_000), charge: whole('A tier’s charge', 0, CHARGE_MAX) }),
        {
          error: 'Tiers must be a list',
        },
      )
      .max(10, { error: 'At most 10 tiers' }),
    order_code: choice(SETTINGS_FIELDS.order_code, ORDER_CODE_CHOICES),
    sms_language: choice(SETTINGS_FIELDS.sms_language, SMS_LANGUAGES),
    exchange_charge: z.boolean({ error: `${SETTINGS_FIELDS.exchange_charge} must be true or false` }),
    /** left out: it stays as it is (a client that does not know it) */
    coupon_owner_above: whole(SETTINGS_FIELDS.coupon_owner_above, 0, 100).optional(),
    /** a size and colour with this many pieces or fewer is in the owners' daily low-stock e-mail */
    low_stock_at: whole(SETTINGS_FIELDS.low_stock_at, 0, LOW_STOCK_AT_MAX),
    /** left out: they stay as they are (a client that does not know them) */
    pay_now: z.boolean({ error: `${SETTINGS_FIELDS.pay_now} must be true or false` }).optional(),
    advance_for: z
      .array(
        z.enum(ADVANCE_RULE_KEYS as [string, ...string[]], {
          error: `${SETTINGS_FIELDS.advance_for}: choose among the listed orders`,
        }),
      )
      .max(ADVANCE_RULE_KEYS.length)
      .transform((rules) => [...new Set(rules)])
      .optional(),
  })
  .superRefine((s, context) => {
    const values = s.tiers.map((tier) => tier.greater_value);
    if (new Set(values).size !== values.length)
      context.addIssue({ code: 'custom', path: ['tiers'], message: 'Two tiers start at the same cart value' });
    if (s.shipping_status === 'Custom' && !s.tiers.length)
      context.addIssue({ code: 'custom', path: ['tiers'], message: 'Add a tier, or choose another way to charge' });
  });

export type SettingsDraft = z.output<typeof settingsFormSchema>;

/** Every problem of the settings form, one message per field. */
export const settingsFormProblems = (input: unknown) => fieldProblems(settingsFormSchema, SETTINGS_FIELDS, input);
