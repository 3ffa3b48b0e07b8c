/** The shipping charge and the progress toward a cheaper tier (spec section 9). */
import type { ShippingTier, StoreSettings } from '../types/content';

export type ShippingSettings = Pick<
  StoreSettings,
  'shipping_status' | 'charge_in_city' | 'charge_out_city' | 'min_charge' | 'custom_rate'
>;

/** The newsletter's promise (spec section 1): a customer's first order of this subtotal or more ships free. */
export const FIRST_ORDER_FREE_SHIPPING_FROM = 500;

/** Inside or outside Dhaka, for the Flat Rate. */
export type DeliveryArea = 'inside' | 'outside';

export interface ShippingProgress {
  /** how far the subtotal is toward `next`, rounded, at most 100 */
  percent: number;
  /** the lowest tier the subtotal has not met, null when none is left */
  next: ShippingTier | null;
}

/** Dhaka district is inside, every other district outside. */
export function deliveryArea(district: string): DeliveryArea {
  return district.trim().toLowerCase() === 'dhaka' ? 'inside' : 'outside';
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
 * inside Dhaka, charge_out_city outside. Otherwise the charge of the highest tier whose threshold the subtotal
 * meets (subtotal >= greater_value), else min_charge.
 */
export function shippingCharge(
  settings: ShippingSettings,
  subtotal: number,
  area: DeliveryArea = 'inside',
  firstOrder = false,
): number {
  if (settings.shipping_status === 'Free') return 0;
  if (firstOrder && subtotal >= FIRST_ORDER_FREE_SHIPPING_FROM) return 0;
  if (settings.shipping_status === 'Flat Rate') {
    return area === 'inside' ? settings.charge_in_city : settings.charge_out_city;
  }
  return (
    byDescendingThreshold(settings.custom_rate).find((tier) => subtotal >= tier.greater_value)?.charge ?? settings.min_charge
  );
}

/** Progress toward the lowest unmet tier; complete (100, null) when every tier is met or none applies. */
export function shippingProgress(settings: ShippingSettings, subtotal: number): ShippingProgress {
  const tiers = isTiered(settings) ? byDescendingThreshold(settings.custom_rate) : [];
  const next = tiers.findLast((tier) => subtotal < tier.greater_value) ?? null;
  if (!next) return { percent: 100, next: null };
  return { percent: Math.min(100, Math.round((subtotal * 100) / next.greater_value)), next };
}
