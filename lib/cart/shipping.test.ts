import { deepFreeze } from './fixtures';
import {
  deliveryArea,
  districtArea,
  FIRST_ORDER_FREE_SHIPPING_FROM,
  orderShippingCharge,
  parcelWeightKg,
  PIECE_WEIGHT_KG,
  shippingCharge,
  shippingProgress,
  type ShippingSettings,
} from './shipping';

const TIER_2000 = { greater_value: 2000, charge: 60 };
const TIER_5000 = { greater_value: 5000, charge: 0 };

/**
 * Shipping settings: 60 inside Dhaka, 100 outside, 120 below every tier; tiers listed lowest first (unsorted for the
 * rule); the suburbs and the weight charged as the spec's, unless told.
 */
function settings(
  shipping_status: string,
  custom_rate = [TIER_2000, TIER_5000],
  zones: Partial<Pick<ShippingSettings, 'suburbs_charge' | 'charge_per_kg'>> = {},
): ShippingSettings {
  return {
    shipping_status,
    charge_in_city: 60,
    charge_out_city: 100,
    min_charge: 120,
    custom_rate,
    suburbs_charge: null,
    charge_per_kg: 0,
    ...zones,
  };
}
const SUBURBS_ON = { suburbs_charge: 80 };
/** n pieces in one line */
const pieces = (n: number) => [{ count: n }];

describe('deliveryArea', () => {
  const places: [string, string, 'inside' | 'outside', 'inside' | 'suburbs' | 'outside'][] = [
    // district, address, with the suburbs charged as their district, with them charged apart
    ['Dhaka', 'House 12, Road 5, Dhanmondi', 'inside', 'inside'],
    [' dhaka ', '', 'inside', 'inside'],
    ['DHAKA', 'Mirpur 10', 'inside', 'inside'],
    ['Dhaka', 'Bank Town, Savar', 'inside', 'suburbs'],
    ['Dhaka', 'SAVAR cantonment', 'inside', 'suburbs'],
    ['Dhaka', 'Zinzira, Keraniganj', 'inside', 'suburbs'],
    ['Dhaka', 'Ati Bazar, Keranigonj', 'inside', 'suburbs'],
    ['Dhaka', 'Kerani  Ganj', 'inside', 'suburbs'],
    ['Dhaka', 'Station Road, Tongi', 'inside', 'suburbs'],
    ['Dhaka', 'বাড়ি ৫, সাভার', 'inside', 'suburbs'],
    ['Dhaka', 'কেরানীগঞ্জ', 'inside', 'suburbs'],
    ['Dhaka', '12 Tongi Diversion Road, Moghbazar', 'inside', 'inside'],
    ['Dhaka', 'Savarpara Lane', 'inside', 'inside'],
    ['Dhaka', 'Narayanganj Link Road, Jatrabari', 'inside', 'inside'],
    ['Gazipur', '', 'outside', 'suburbs'],
    ['Gazipur', 'Tongi', 'outside', 'suburbs'],
    ['gazipur', 'Board Bazar', 'outside', 'suburbs'],
    ['Narayanganj', 'Chashara', 'outside', 'suburbs'],
    ['Narayangonj', '', 'outside', 'suburbs'],
    ['নারায়ণগঞ্জ', '', 'outside', 'suburbs'],
    ['Chattogram', 'Savar Road', 'outside', 'outside'],
    ['Manikganj', 'near Savar', 'outside', 'outside'],
    ['Dhaka North', '', 'outside', 'outside'],
    ['', 'Savar', 'outside', 'outside'],
  ];
  it.each(places)('%p at %p: %s, or %s with the suburbs charged apart', (district, address, off, on) => {
    expect(deliveryArea(settings('Flat Rate'), district, address)).toBe(off);
    expect(deliveryArea(settings('Flat Rate', [], SUBURBS_ON), district, address)).toBe(on);
  });

  it('is the district area, today’s, unless the suburbs are charged apart', () => {
    for (const [district, address, off] of places) {
      expect(deliveryArea(settings('Flat Rate'), district, address)).toBe(districtArea(district));
      expect(districtArea(district)).toBe(off);
    }
  });

  it('charges the suburbs apart from a charge of 0 too, but not when the setting is missing (an old browser state)', () => {
    expect(deliveryArea(settings('Flat Rate', [], { suburbs_charge: 0 }), 'Gazipur')).toBe('suburbs');
    const old = { ...settings('Flat Rate') } as Partial<ShippingSettings>;
    delete old.suburbs_charge;
    expect(deliveryArea(old as ShippingSettings, 'Gazipur')).toBe('outside');
  });
});

describe('parcelWeightKg', () => {
  it('weighs each piece of each line at PIECE_WEIGHT_KG', () => {
    expect(PIECE_WEIGHT_KG).toBe(0.25);
    expect(parcelWeightKg([])).toBe(0);
    expect(parcelWeightKg([{ count: 2 }, { count: 3 }])).toBe(1.25);
  });

  it('weighs a line at its product’s grams when it has them', () => {
    expect(
      parcelWeightKg([
        { count: 2, grams: 120 },
        { count: 1, grams: null },
      ]),
    ).toBe(0.49);
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
    expect(shippingCharge(settings(status), subtotal, area, { firstOrder })).toBe(charge);
  });

  it.each([
    ['inside Dhaka', 60, 'inside'],
    ['in its suburbs', 80, 'suburbs'],
    ['outside Dhaka', 100, 'outside'],
  ] as const)('Flat Rate with the suburbs charged apart, %s: %i', (_, charge, area) => {
    expect(shippingCharge(settings('Flat Rate', [], SUBURBS_ON), 100, area)).toBe(charge);
  });

  it('charges the suburbs as outside when they are not charged apart', () => {
    expect(shippingCharge(settings('Flat Rate'), 100, 'suburbs')).toBe(100);
  });

  it.each([
    ['nothing', 60, 0],
    ['a gram', 60, 0.001],
    ['exactly the first kg', 60, 1],
    ['a gram over it', 80, 1.001],
    ['1.25 kg (5 pieces)', 80, 1.25],
    ['exactly 2 kg', 80, 2],
    ['just over 2 kg', 100, 2.25],
    ['0.1 kg ten times (1.0000000000000002)', 60, 0.1 * 10],
    ['10 kg', 240, 10],
  ])('Flat Rate, 20 for each kg over the first, %s: %i', (_, charge, weightKg) => {
    expect(shippingCharge(settings('Flat Rate', [], { charge_per_kg: 20 }), 100, 'inside', { weightKg })).toBe(charge);
  });

  it.each([
    ['at 0, nothing for the weight', 'Flat Rate', 0, 'outside', false, 100],
    ['outside, added to the charge', 'Flat Rate', 20, 'outside', false, 140],
    ['in the suburbs', 'Flat Rate', 20, 'suburbs', false, 120],
    ['not for a first order that ships free', 'Flat Rate', 20, 'outside', true, 0],
    ['not for Free', 'Free', 20, 'outside', false, 0],
    ['not for tiers', 'Custom', 20, 'outside', false, 60],
  ] as const)('the charge per kg, %s', (_, status, perKg, area, firstOrder, charge) => {
    const weightKg = 3;
    expect(
      shippingCharge(settings(status, [TIER_2000], { ...SUBURBS_ON, charge_per_kg: perKg }), 2500, area, {
        firstOrder,
        weightKg,
      }),
    ).toBe(charge);
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

describe('orderShippingCharge', () => {
  const at = (district: string, address: string, lines = pieces(1)) => ({ district, address, lines });

  it('is the spec’s charge with the settings as they come: by district only, whatever the weight', () => {
    const spec = settings('Flat Rate');
    expect(orderShippingCharge(spec, 100, at('Dhaka', 'Bank Town, Savar', pieces(40)), false)).toBe(60);
    expect(orderShippingCharge(spec, 100, at('Gazipur', 'Tongi'), false)).toBe(100);
    expect(orderShippingCharge(spec, 100, at('Sylhet', ''), false)).toBe(100);
  });

  it('charges the suburbs apart and each kg over the first, from the district, address and pieces', () => {
    const zones = settings('Flat Rate', [], { suburbs_charge: 80, charge_per_kg: 20 });
    expect(orderShippingCharge(zones, 100, at('Dhaka', 'Mirpur', pieces(4)), false)).toBe(60);
    expect(orderShippingCharge(zones, 100, at('Dhaka', 'Mirpur', pieces(5)), false)).toBe(80);
    expect(orderShippingCharge(zones, 100, at('Dhaka', 'Savar', [{ count: 3 }, { count: 2 }]), false)).toBe(100);
    expect(orderShippingCharge(zones, 100, at('Narayanganj', '', pieces(9)), false)).toBe(120);
    expect(orderShippingCharge(zones, 100, at('Khulna', '', pieces(1)), false)).toBe(100);
    expect(orderShippingCharge(zones, 600, at('Gazipur', '', pieces(9)), true)).toBe(0);
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
