/** The shop's policy facts (spec section 9) in one place: the page texts quote these, never a literal number. */

/** An inclusive range, shown as '3-5'. */
export interface Range {
  from: number;
  to: number;
}

/** The date the policy texts last changed. */
export const POLICY_UPDATED = '2026-11-01';

/** Exchanges: within this many days of receipt, for these items only, unused and with tags. */
export const EXCHANGE_DAYS = 7;
export const EXCHANGEABLE_ITEMS: readonly string[] = ['bras', 'shapewear'];
/** Never returned or exchanged, for hygiene. */
export const NON_RETURNABLE_ITEMS: readonly string[] = ['panties', 'intimate wear'];

/** The only reasons for a refund. */
export const REFUND_REASONS: readonly string[] = [
  'You received the wrong item.',
  'Your item arrived damaged.',
  'An item went out of stock after we confirmed your order.',
];
export const REFUND_WORKING_DAYS: Range = { from: 3, to: 5 };
/** The delivery charge is deducted from a refund. */
export const REFUND_DEDUCTS_DELIVERY_CHARGE = true;
export const REFUND_WALLETS: readonly string[] = ['bKash', 'Nagad'];
export const REFUND_BANK_TRANSFER = true;

/** Support answers within this many hours. */
export const SUPPORT_REPLY_HOURS: Range = { from: 24, to: 48 };

/** Express delivery: one city, outlet orders only. */
export interface ExpressDelivery {
  city: string;
  /** BDT */
  charge: number;
  maxKg: number;
  minutes: number;
  maxKm: number;
  outletOnly: boolean;
}
export const EXPRESS_DELIVERY: ExpressDelivery = {
  city: 'Dhaka',
  charge: 100,
  maxKg: 8,
  minutes: 90,
  maxKm: 8,
  outletOnly: true,
};

/** The weight band the standard charges (from the store's settings) cover. */
export const STANDARD_WEIGHT = { minGrams: 0.1, maxKg: 2 } as const satisfies { minGrams: number; maxKg: number };

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

/** Fabric of the lingerie, in percent, with the gusset's fibre. */
export const MATERIAL = { nylon: 76, spandex: 24, gusset: 'cotton' } as const satisfies {
  nylon: number;
  spandex: number;
  gusset: string;
};

/** How every parcel is packed. */
export const DISCREET_PACKAGING = 'plain outer packaging, with nothing on the outside that shows what is inside';

/** How every order is paid. */
export const CASH_ON_DELIVERY = 'you pay our courier when your parcel arrives, and there is nothing to pay online';

/** The age for ordering without a parent's or guardian's consent (a usual term, not from the spec: confirm with the owner). */
export const MINIMUM_AGE = 18;
