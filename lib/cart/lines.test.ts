import type { CartLine } from '../types/cart';
import { cartSummary } from './summary';
import { BLACK, RED, SIZE_M, SIZE_S, cart, deepFreeze, line, offer, product } from './fixtures';
import {
  NO_PICK,
  addToCart,
  decrementLine,
  incrementLine,
  initialQuantity,
  lineKey,
  maxCount,
  minCount,
  productKey,
  removeLine,
  toCartLine,
  updatePick,
} from './lines';

const KEY = lineKey({ slug: 'lace-bra', price: 1200 });
const other = line({ id: 2, slug: 'silk-slip', price: 2500, count: 2 });
/** Each line as [key, count], in order. */
const counts = (lines: CartLine[]) => lines.map((l) => [lineKey(l), l.count]);

/** Offer states and the effective price a 1200 BDT product has under each (990 on offer). */
const OFFERS = [
  ['no offer', 1200, null],
  ['a live offer', 990, offer(3)],
  ['an offer on its last day', 990, offer(0)],
  ['an ended offer', 1200, offer(-1)],
  ['an offer not set', 1200, { ...offer(3), offer: false }],
] as const;

describe('lineKey', () => {
  it.each([
    ['same slug and price', true, { slug: 'a', price: 10 }, { slug: 'a', price: 10 }],
    ['same slug, other price', false, { slug: 'a', price: 10 }, { slug: 'a', price: 9 }],
    ['other slug, same price', false, { slug: 'a', price: 10 }, { slug: 'b', price: 10 }],
    ['a whole line and its bare identity', true, line(), { slug: 'lace-bra', price: 1200 }],
  ])('%s: same key %p', (_, same, a, b) => {
    expect(lineKey(a) === lineKey(b)).toBe(same);
  });
});

describe('productKey and toCartLine use the effective price', () => {
  it.each(OFFERS)('%s: %i', (_, price, spacial_price) => {
    const item = product({ spacial_price });
    expect(productKey(item)).toBe(lineKey({ slug: 'lace-bra', price }));
    expect(toCartLine(item, 1, NO_PICK).price).toBe(price);
  });
});

describe('minCount and maxCount', () => {
  it.each([
    ['no limits', 1, Infinity, { min: null, max: null }],
    ['min 1, max 5', 1, 5, { min: 1, max: 5 }],
    ['min 2, max 2', 2, 2, { min: 2, max: 2 }],
    ['min 0, max 0 (no limits)', 1, Infinity, { min: 0, max: 0 }],
  ])('%s: %i to %p', (_, low, high, limits) => {
    const item = product(limits);
    expect([minCount(item), maxCount(item)]).toEqual([low, high]);
  });
});

describe('toCartLine', () => {
  it('keeps the product fields a line needs, the count and the pick, and nothing else', () => {
    const fields = { mrp: 1500, min: 1, max: 4, sizes: [SIZE_S] };
    const whole = { ...product(fields), des_en: '<p>long</p>', clearance: true };
    const pick = { size: SIZE_S, color: null };
    expect(toCartLine(whole, 3, pick)).toEqual({ ...product(fields), count: 3, attribute_pick: pick });
  });

  it('keeps the list price the card shows as its mrp, so the cart counts the same saving', () => {
    const offer = { ...product({ mrp: null }), price: 1200, spacial_price: { days: 3, offer: true, price: 900 } };
    expect(toCartLine(offer, 2, NO_PICK)).toMatchObject({ price: 900, mrp: 1200 });
    expect(cartSummary([toCartLine(offer, 2, NO_PICK)])).toMatchObject({ total: 1800, save: 600, save_as_percentage: 25 });
  });
});

describe('addToCart', () => {
  describe('a product not yet in the cart is appended', () => {
    it.each([
      ['no count given', 1, {}, {}],
      ['a count', 3, {}, { count: 3 }],
      ['a count of 0', 1, {}, { count: 0 }],
      ['a count below min', 2, { min: 2 }, { count: 1 }],
      ['a count at min', 2, { min: 2 }, { count: 2 }],
      ['no count, min above 1', 3, { min: 3 }, {}],
      ['a count above max', 4, { max: 4 }, { count: 5 }],
      ['a count at max', 4, { max: 4 }, { count: 4 }],
    ])('%s: starts at %i', (_, count, limits, opts) => {
      const { lines, outcome } = addToCart(cart(other), product(limits), opts);
      expect(outcome).toBe('added');
      expect(counts(lines)).toEqual([
        [lineKey(other), 2],
        [KEY, count],
      ]);
    });

    it.each([
      ['no pick given', NO_PICK, undefined],
      ['a pick', { size: SIZE_M, color: RED }, { size: SIZE_M, color: RED }],
    ])('%s', (_, expected, pick) => {
      expect(addToCart(cart(), product(), { pick }).lines[0].attribute_pick).toEqual(expected);
    });

    it.each([
      ['at its live offer price, held at the normal price', 990, offer(3), line()],
      [
        'at its normal price once the offer ended, held at the offer price',
        1200,
        offer(-1),
        line({ price: 990, spacial_price: offer(0) }),
      ],
    ])('as a second line %s: %i', (_, price, spacial_price, held) => {
      const { lines, outcome } = addToCart(cart(held), product({ spacial_price }));
      expect(outcome).toBe('added');
      expect(lines.map((l) => [l.price, l.count])).toEqual([
        [held.price, 1],
        [price, 1],
      ]);
    });
  });

  describe('a product already in the cart', () => {
    it.each([
      ['no count: raised by 1', 3, { count: 2 }, {}, {}],
      ['a count: set to it', 5, { count: 2 }, {}, { count: 5 }],
      ['a lower count: set to it', 1, { count: 4 }, {}, { count: 1 }],
      ['a count above max: set to max', 4, { count: 2 }, { max: 4 }, { count: 9 }],
      ['a count below min: set to min', 2, { count: 3 }, { min: 2 }, { count: 1 }],
      ['no count, one below max: raised to max', 4, { count: 3 }, { max: 4 }, {}],
    ])('%s (%i)', (_, count, held, limits, opts) => {
      const { lines, outcome } = addToCart(cart(other, line({ ...held, ...limits })), product(limits), opts);
      expect(outcome).toBe('updated');
      expect(counts(lines)).toEqual([
        [lineKey(other), 2],
        [KEY, count],
      ]);
    });

    it.each([
      ['at max, no count', 4, {}],
      ['at max, a lower count', 4, { count: 2 }],
      ['above max', 5, { count: 1 }],
    ])('%s: nothing happens', (_, count, opts) => {
      const before = cart(line({ count, max: 4 }));
      const result = addToCart(before, product({ max: 4 }), opts);
      expect(result.outcome).toBe('max');
      expect(result.lines).toBe(before);
    });

    it('keeps the pick it has', () => {
      const held = line({ attribute_pick: { size: SIZE_S, color: BLACK } });
      const { lines } = addToCart(cart(held), product(), { pick: { size: SIZE_M, color: RED } });
      expect(lines[0].attribute_pick).toEqual({ size: SIZE_S, color: BLACK });
    });
  });
});

describe('incrementLine', () => {
  it.each([
    ['no max', 'incremented', 2, { count: 1 }],
    ['max 0 (none)', 'incremented', 8, { count: 7, max: 0 }],
    ['one below max', 'incremented', 4, { count: 3, max: 4 }],
    ['at max', 'max', 4, { count: 4, max: 4 }],
    ['above max', 'max', 5, { count: 5, max: 4 }],
    ['max 1', 'max', 1, { count: 1, max: 1 }],
  ])('%s: %s, count %i', (_, outcome, count, held) => {
    const result = incrementLine(cart(other, line(held)), KEY);
    expect(result.outcome).toBe(outcome);
    expect(counts(result.lines)).toEqual([
      [lineKey(other), 2],
      [KEY, count],
    ]);
  });
});

describe('decrementLine', () => {
  it.each([
    ['count 1, no min', 'removed', null, { count: 1 }],
    ['count 1, min 1', 'removed', null, { count: 1, min: 1 }],
    ['count 2, no min', 'decremented', 1, { count: 2 }],
    ['count 2, min 1', 'decremented', 1, { count: 2, min: 1 }],
    ['count 2, min 2', 'min', 2, { count: 2, min: 2 }],
    ['count 3, min 2', 'decremented', 2, { count: 3, min: 2 }],
    ['count 2, min 3 (below min)', 'min', 2, { count: 2, min: 3 }],
    ['count 5, no min', 'decremented', 4, { count: 5 }],
  ])('%s: %s, count %p', (_, outcome, count, held) => {
    const result = decrementLine(cart(other, line(held)), KEY);
    expect(result.outcome).toBe(outcome);
    expect(counts(result.lines)).toEqual([[lineKey(other), 2], ...(count === null ? [] : [[KEY, count]])]);
  });
});

describe('removeLine', () => {
  it.each([
    ['a line of 1', 1],
    ['a line of many', 6],
  ])('removes %s', (_, count) => {
    expect(removeLine(cart(line({ count }), other), KEY)).toEqual({ lines: [other], outcome: 'removed' });
  });
});

describe('updatePick', () => {
  const held = line({ attribute_pick: { size: SIZE_S, color: BLACK } });
  it.each([
    ['a size', 'size', { size: SIZE_M }, { size: SIZE_M, color: BLACK }],
    ['a colour', 'color', { color: RED }, { size: SIZE_S, color: RED }],
  ])('%s: outcome %s, the other choice kept', (_, outcome, change, pick) => {
    const result = updatePick(cart(other, held), KEY, change);
    expect(result.outcome).toBe(outcome);
    expect(result.lines).toEqual([other, { ...held, attribute_pick: pick }]);
  });
});

describe('an unknown key leaves the cart as it was', () => {
  const before = cart(other);
  it.each([
    ['incrementLine', () => incrementLine(before, KEY)],
    ['decrementLine', () => decrementLine(before, KEY)],
    ['removeLine', () => removeLine(before, KEY)],
    ['updatePick', () => updatePick(before, KEY, { size: SIZE_M })],
    ['incrementLine, same slug at another price', () => incrementLine(before, lineKey({ slug: other.slug, price: 2400 }))],
  ])('%s', (_, act) => {
    const result = act();
    expect(result.outcome).toBe('missing');
    expect(result.lines).toBe(before);
  });
});

describe('immutability: the given cart and its lines are never changed', () => {
  const held = line({ count: 2, max: 3 });
  it.each([
    ['add new', (lines: CartLine[]) => addToCart(lines, product({ slug: 'new' }))],
    ['add existing', (lines: CartLine[]) => addToCart(lines, product(), { count: 3 })],
    ['increment', (lines: CartLine[]) => incrementLine(lines, KEY)],
    ['decrement', (lines: CartLine[]) => decrementLine(lines, KEY)],
    ['remove', (lines: CartLine[]) => removeLine(lines, KEY)],
    ['pick', (lines: CartLine[]) => updatePick(lines, KEY, { color: RED })],
  ])('%s: a new array, the untouched line shared', (_, act) => {
    const before = [held, other];
    const snapshot = structuredClone(before);
    const { lines } = act(deepFreeze(before));
    expect(before).toEqual(snapshot);
    expect(lines).not.toBe(before);
    expect(lines).toContain(other);
  });
});

describe('initialQuantity', () => {
  it.each([
    ['min above 1, not in the cart', 2, { min: 2 }, []],
    ['min above 1, in the cart', 3, { min: 3 }, [line({ count: 5, min: 3 })]],
    ['min 1, in the cart', 4, { min: 1 }, [line({ count: 4 })]],
    ['no min, in the cart', 6, {}, [line({ count: 6 })]],
    ['no min, not in the cart', 1, {}, [other]],
    ['in the cart at its live offer price', 3, { spacial_price: offer(2) }, [line({ price: 990, count: 3 })]],
    ['in the cart at an offer price that has ended', 1, { spacial_price: offer(-1) }, [line({ price: 990, count: 3 })]],
  ])('%s: %i', (_, quantity, fields, lines) => {
    expect(initialQuantity(product(fields), cart(...lines))).toBe(quantity);
  });
});
