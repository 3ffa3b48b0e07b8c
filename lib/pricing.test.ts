import { effectivePrice, listPrice, offerDaysLeft, percentOff } from './pricing';

const now = new Date('2026-11-22T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 60 * 60 * 1000);

describe('offerDaysLeft', () => {
  it.each([
    [hours(-1), -1],
    [hours(0), 0],
    [hours(23), 0],
    [hours(24), 1],
    [hours(24 * 7 + 5), 7],
  ])('an offer ending %s has %i days left', (endsAt, days) => {
    expect(offerDaysLeft(endsAt, now)).toBe(days);
  });
});

describe('effectivePrice', () => {
  it.each([
    ['no offer', { price: 1200, spacial_price: null }, 1200],
    ['offer absent', { price: 1200 }, 1200],
    ['live offer', { price: 1200, spacial_price: { days: 3, offer: true, price: 990 } }, 990],
    ['offer on its last day', { price: 1200, spacial_price: { days: 0, offer: true, price: 990 } }, 990],
    ['ended offer', { price: 1200, spacial_price: { days: -1, offer: true, price: 990 } }, 1200],
    ['offer not set', { price: 1200, spacial_price: { days: 5, offer: false, price: 990 } }, 1200],
    ['offer without a price', { price: 1200, spacial_price: { days: 5, offer: true } as never }, 0],
  ])('%s', (_, item, expected) => {
    expect(effectivePrice(item)).toBe(expected);
  });
});

describe('listPrice and percentOff: one rule for the card, the page and the cart', () => {
  const offer = (price: number, days = 3) => ({ days, offer: true, price });
  it.each([
    ['mrp above the price', { price: 1200, mrp: 1500, spacial_price: null }, 1500, 20],
    ['no mrp, no offer', { price: 1200, mrp: null, spacial_price: null }, 1200, 0],
    ['no mrp, a live offer: the regular price is struck', { price: 1200, mrp: null, spacial_price: offer(900) }, 1200, 25],
    ['mrp and a live offer', { price: 1200, mrp: 1600, spacial_price: offer(800) }, 1600, 50],
    ['an ended offer', { price: 1200, mrp: null, spacial_price: offer(900, -1) }, 1200, 0],
    ['mrp below the price', { price: 1200, mrp: 1000, spacial_price: null }, 1200, 0],
  ])('%s', (_, item, list, off) => {
    expect(listPrice(item)).toBe(list);
    expect(percentOff(item)).toBe(off);
  });
});
