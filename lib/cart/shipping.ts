/** The shipping charge and the progress toward a cheaper tier (spec section 9). */
import { isDhakaSuburb } from '../bangladesh';
import type { ShippingTier, StoreSettings } from '../types/content';

export type ShippingSettings = Pick<
  StoreSettings,
  'shipping_status' | 'charge_in_city' | 'charge_out_city' | 'min_charge' | 'custom_rate' | 'suburbs_charge' | 'charge_per_kg'
>;

/** The newsletter's promise (spec section 1): a customer's first order of this subtotal or more ships free. */
export const FIRST_ORDER_FREE_SHIPPING_FROM = 500;

/** Inside Dhaka, in its suburbs (when the owner charges them apart) or outside, for the Flat Rate. */
export type DeliveryArea = 'inside' | 'suburbs' | 'outside';

/**
 * What a piece weighs in the parcel, a bra or a panty with its share of the packing: the stand-in for a product
 * without a weight of its own (and for the cart's lines, which do not carry weights).
 */
export const PIECE_WEIGHT_KG = 0.25;

/** The weight the Flat Rate's charges cover; each kg over it, or part of one, costs charge_per_kg more. */
export const FLAT_RATE_COVERS_KG = 1;

/** Where an order goes and what it holds: what its delivery charge depends on besides the subtotal. */
export interface Parcel {
  /** the district chosen at checkout (the spec's `city`) */
  district: string;
  /** the address typed at checkout, where a suburb of Dhaka district is named */
  address: string;
  /** its lines, which weigh parcelWeightKg */
  lines: readonly { count: number }[];
}

export interface ShippingProgress {
  /** how far the subtotal is toward `next`, rounded, at most 100 */
  percent: number;
  /** the lowest tier the subtotal has not met, null when none is left */
  next: ShippingTier | null;
}

/** An order's weight in kg: each line's pieces at their product's grams, or at PIECE_WEIGHT_KG without them. */
export function parcelWeightKg(lines: readonly { count: number; grams?: number | null }[]): number {
  const grams = lines.reduce((sum, line) => sum + line.count * (line.grams ?? PIECE_WEIGHT_KG * 1000), 0);
  return grams / 1000;
}

/** Dhaka district is inside, every other district outside: the spec's two areas, and the policy's delivery times. */
export function districtArea(district: string): 'inside' | 'outside' {
  return district.trim().toLowerCase() === 'dhaka' ? 'inside' : 'outside';
}

/**
 * Whether the owner charges Dhaka's suburbs apart (a suburbs charge is set). A browser's state kept from before
 * the setting existed lacks it: off.
 */
export const chargesSuburbs = (settings: Pick<ShippingSettings, 'suburbs_charge'>): boolean =>
  typeof settings.suburbs_charge === 'number';

/**
 * The area of a delivery: Dhaka's suburbs (lib/bangladesh's DHAKA_SUBURBS) when the owner charges them apart, else
 * the district's area, as ever: Savar, in Dhaka district, inside; Gazipur outside.
 */
export function deliveryArea(settings: Pick<ShippingSettings, 'suburbs_charge'>, district: string, address = ''): DeliveryArea {
  return chargesSuburbs(settings) && isDhakaSuburb(district, address) ? 'suburbs' : districtArea(district);
}

/** The Flat Rate's charge of an area, before the weight. */
function flatCharge(settings: ShippingSettings, area: DeliveryArea): number {
  if (area === 'inside') return settings.charge_in_city;
  if (area === 'suburbs') return settings.suburbs_charge ?? settings.charge_out_city;
  return settings.charge_out_city;
}

/** The Flat Rate's charge for the weight: charge_per_kg for each kg, or part of one, over FLAT_RATE_COVERS_KG. */
function weightCharge(settings: ShippingSettings, weightKg: number): number {
  // To the gram first: 0.1 kg ten times is 1.0000000000000002, which is 1 kg and no more.
  const kg = Math.ceil(Math.round(weightKg * 1000) / 1000);
  return (settings.charge_per_kg ?? 0) * Math.max(0, kg - FLAT_RATE_COVERS_KG);
}

/** Whether the settings charge by custom tiers: any status but 'Free' and 'Flat Rate'. */
function isTiered(settings: ShippingSettings): boolean {
  return settings.shipping_status !== 'Free' && settings.shipping_status !== 'Flat Rate';
}

/** The tiers, highest threshold first. */
function byDescendingThreshold(tiers: readonly ShippingTier[]): ShippingTier[] {
  return [...tiers].sort((a, b) => b.greater_value - a.greater_value);
}

/**
 * 'Free': 0. A customer's first order of FIRST_ORDER_FREE_SHIPPING_FROM or more: 0. 'Flat Rate': charge_in_city
 * inside Dhaka, suburbs_charge in its suburbs, charge_out_city outside, plus charge_per_kg for each kg (or part of
 * one) over FLAT_RATE_COVERS_KG. Otherwise the charge of the highest tier whose threshold the subtotal meets
 * (subtotal >= greater_value), else min_charge.
 */
export function shippingCharge(
  settings: ShippingSettings,
  subtotal: number,
  area: DeliveryArea = 'inside',
  { firstOrder = false, weightKg = 0 }: { firstOrder?: boolean; weightKg?: number } = {},
): number {
  if (settings.shipping_status === 'Free') return 0;
  if (firstOrder && subtotal >= FIRST_ORDER_FREE_SHIPPING_FROM) return 0;
  if (settings.shipping_status === 'Flat Rate') return flatCharge(settings, area) + weightCharge(settings, weightKg);
  return (
    byDescendingThreshold(settings.custom_rate).find((tier) => subtotal >= tier.greater_value)?.charge ?? settings.min_charge
  );
}

/** An order's delivery charge: what checkout shows, and what the server charges when it places the order. */
export function orderShippingCharge(settings: ShippingSettings, subtotal: number, parcel: Parcel, firstOrder: boolean): number {
  return shippingCharge(settings, subtotal, deliveryArea(settings, parcel.district, parcel.address), {
    firstOrder,
    weightKg: parcelWeightKg(parcel.lines),
  });
}

/** Progress toward the lowest unmet tier; complete (100, null) when every tier is met or none applies. */
export function shippingProgress(settings: ShippingSettings, subtotal: number): ShippingProgress {
  const tiers = isTiered(settings) ? byDescendingThreshold(settings.custom_rate) : [];
  const next = tiers.findLast((tier) => subtotal < tier.greater_value) ?? null;
  if (!next) return { percent: 100, next: null };
  return { percent: Math.min(100, Math.round((subtotal * 100) / next.greater_value)), next };
}
