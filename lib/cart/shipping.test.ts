import { deepFreeze } from './fixtures';
import {
  deliveryArea,
  FIRST_ORDER_FREE_SHIPPING_FROM,
  shippingCharge,
  shippingProgress,
  type ShippingSettings,
} from './shipping';

const TIER_2000 = { greater_value: 2000, charge: 60 };
const TIER_5000 = { greater_value: 5000, charge: 0 };

/** Shipping settings: 60 inside Dhaka, 100 outside, 120 below every tier; tiers listed lowest first (unsorted for the rule). */
function settings(shipping_status: string, custom_rate = [TIER_2000, TIER_5000]): ShippingSettings {
  return { shipping_status, charge_in_city: 60, charge_out_city: 100, min_charge: 120, custom_rate };
}

describe('deliveryArea', () => {
  it.each([
    ['Dhaka', 'inside'],
    [' dhaka ', 'inside'],
    ['DHAKA', 'inside'],
    ['Gazipur', 'outside'],
    ['Chattogram', 'outside'],
    ['Dhaka North', 'outside'],
    ['', 'outside'],
  ])('%p is %s', (district, area) => {
    expect(deliveryArea(district)).toBe(area);
  });
});

describe('shippingCharge', () => {
  it.each([
    ['Free, inside', 0, 'Free', 100, 'inside'],
    ['Free, outside, any subtotal', 0, 'Free', 9000, 'outside'],
    ['Flat Rate, inside Dhaka', 60, 'Flat Rate', 100, 'inside'],
    ['Flat Rate, outside Dhaka', 100, 'Flat Rate', 100, 'outside'],
    ['Flat Rate, outside, above every tier', 100, 'Flat Rate', 9000, 'outside'],
    ['Custom, below every tier', 120, 'Custom', 1999, 'inside'],
    ['Custom, exactly at the lower tier', 60, 'Custom', 2000, 'inside'],
    ['Custom, between tiers', 60, 'Custom', 4999, 'inside'],
    ['Custom, exactly at the upper tier', 0, 'Custom', 5000, 'inside'],
    ['Custom, above every tier', 0, 'Custom', 9000, 'inside'],
    ['Custom, outside Dhaka (area plays no part)', 60, 'Custom', 2000, 'outside'],
    ['any other status is tiered', 60, '', 3000, 'inside'],
  ] as const)('%s: %i', (_, charge, status, subtotal, area) => {
    expect(shippingCharge(settings(status), subtotal, area)).toBe(charge);
  });

  it.each([
    ['no tiers', 120, [], 9000],
    ['tiers listed highest first', 60, [TIER_5000, TIER_2000], 2500],
    ['a tier at 0 replaces the minimum', 90, [{ greater_value: 0, charge: 90 }, TIER_5000], 10],
  ])('Custom with %s: %i', (_, charge, tiers, subtotal) => {
    expect(shippingCharge(settings('Custom', tiers), subtotal)).toBe(charge);
  });

  it.each([
    ['Flat Rate outside Dhaka, at the threshold', 0, 'Flat Rate', 500, 'outside', true],
    ['Flat Rate inside Dhaka, above it', 0, 'Flat Rate', 2400, 'inside', true],
    ['Custom, below every tier', 0, 'Custom', 500, 'inside', true],
    ['just under the threshold', 100, 'Flat Rate', 499, 'outside', true],
    ['not a first order', 100, 'Flat Rate', 2400, 'outside', false],
  ] as const)("a first order's free shipping, %s: %i", (_, charge, status, subtotal, area, firstOrder) => {
    expect(FIRST_ORDER_FREE_SHIPPING_FROM).toBe(500);
    expect(shippingCharge(settings(status), subtotal, area, firstOrder)).toBe(charge);
  });

  it('is inside Dhaka unless told', () => {
    expect(shippingCharge(settings('Flat Rate'), 100)).toBe(60);
  });

  it('leaves the tiers as they were', () => {
    const tiers = deepFreeze([TIER_2000, TIER_5000]);
    shippingCharge(settings('Custom', tiers), 3000);
    shippingProgress(settings('Custom', tiers), 3000);
    expect(tiers).toEqual([TIER_2000, TIER_5000]);
  });
});

describe('shippingProgress', () => {
  it.each([
    ['nothing yet', 0, TIER_2000, 'Custom', 0, [TIER_2000, TIER_5000]],
    ['halfway to the lower tier', 50, TIER_2000, 'Custom', 1000, [TIER_2000, TIER_5000]],
    ['a half percent rounds up (0.5)', 1, TIER_2000, 'Custom', 10, [TIER_2000, TIER_5000]],
    ['just below the lower tier rounds to 100', 100, TIER_2000, 'Custom', 1999, [TIER_2000, TIER_5000]],
    ['exactly at the lower tier: toward the upper one', 40, TIER_5000, 'Custom', 2000, [TIER_2000, TIER_5000]],
    ['tiers listed highest first', 60, TIER_5000, 'Custom', 3000, [TIER_5000, TIER_2000]],
    ['exactly at the upper tier', 100, null, 'Custom', 5000, [TIER_2000, TIER_5000]],
    ['above every tier', 100, null, 'Custom', 9000, [TIER_2000, TIER_5000]],
    ['no tiers', 100, null, 'Custom', 0, []],
    ['Free has no tiers to reach', 100, null, 'Free', 0, [TIER_2000, TIER_5000]],
    ['Flat Rate has no tiers to reach', 100, null, 'Flat Rate', 0, [TIER_2000, TIER_5000]],
  ])('%s: %i%', (_, percent, next, status, subtotal, tiers) => {
    expect(shippingProgress(settings(status, tiers), subtotal)).toEqual({ percent, next });
  });
});
