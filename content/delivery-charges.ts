/** The delivery charges as the Shipping and the Payment pages list them: one text for both, from the settings. */
import { dhakaSuburbs, formatPrice, perKgCharge } from './format';
import { STANDARD_WEIGHT } from './policy';
import { FIRST_ORDER_FREE_SHIPPING_FROM, FLAT_RATE_COVERS_KG } from '../lib/cart/shipping';
import type { ShopFacts } from './types';

export function deliveryCharges(facts: ShopFacts): string[] {
  // With a charge per kg, the flat charges cover a parcel up to the weight the charge per kg starts from.
  const band = `${STANDARD_WEIGHT.minGrams} g to ${facts.chargePerKg ? FLAT_RATE_COVERS_KG : STANDARD_WEIGHT.maxKg} kg`;
  return [
    `Inside Dhaka: ${formatPrice(facts.chargeInsideDhaka)} for a parcel of ${band}.`,
    ...(facts.chargeSuburbs === null
      ? []
      : [`Dhaka's suburbs (${dhakaSuburbs()}): ${formatPrice(facts.chargeSuburbs)} for a parcel of ${band}.`]),
    `Outside Dhaka: ${formatPrice(facts.chargeOutsideDhaka)} for a parcel of ${band}.`,
    ...(facts.chargePerKg ? [`A heavier parcel: ${perKgCharge(facts.chargePerKg)}.`] : []),
    `Your first order: free delivery anywhere in Bangladesh when it totals ${formatPrice(FIRST_ORDER_FREE_SHIPPING_FROM)} or more.`,
  ];
}
