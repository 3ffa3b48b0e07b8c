import { checkoutTotal, couponDiscount, voucherStillValid, type CouponTerms } from './promo';

const percent = (amount: number, maxDiscount: number | null = null): CouponTerms => ({ kind: 'percent', amount, maxDiscount });
const fixed = (amount: number, maxDiscount: number | null = null): CouponTerms => ({ kind: 'fixed', amount, maxDiscount });

describe('couponDiscount', () => {
  it.each([
    ['10% of 1000', 100, percent(10), 1000],
    ['15% of 1230 (184.5 rounds up)', 185, percent(15), 1230],
    ['15% of 1229 (184.35 rounds down)', 184, percent(15), 1229],
    ['10% of 5 (0.5 rounds up)', 1, percent(10), 5],
    ['10% of 10000, capped at 800', 800, percent(10, 800), 10000],
    ['10% of 8000, exactly the cap', 800, percent(10, 800), 8000],
    ['10% of 7990, under the cap', 799, percent(10, 800), 7990],
    ['15% of 20000, no cap', 3000, percent(15), 20000],
    ['100% of 1500', 1500, percent(100), 1500],
    ['150%, never more than the subtotal', 1000, percent(150), 1000],
    ['0%', 0, percent(0), 1000],
    ['a percentage of an empty cart', 0, percent(10), 0],
    ['fixed 200 of 1000', 200, fixed(200), 1000],
    ['fixed 200 of exactly 200', 200, fixed(200), 200],
    ['fixed 200 above a subtotal of 150', 150, fixed(200), 150],
    ['fixed with a cap (caps percentages only)', 200, fixed(200, 100), 1000],
    ['fixed 99.5 in whole BDT', 100, fixed(99.5), 1000],
    ['a negative fixed amount', 0, fixed(-50), 1000],
    ['a negative percentage', 0, percent(-10), 1000],
    ['a negative subtotal', 0, fixed(200), -10],
  ])('%s: %i', (_, discount, coupon, subtotal) => {
    expect(couponDiscount(coupon, subtotal)).toBe(discount);
  });
});

describe('voucherStillValid', () => {
  const voucher = { code: 'LACE200', value: 200, cartAmountTotal: 2400 };
  it.each([
    ['no voucher', false, null, 2400],
    ['the total it was applied to', true, voucher, 2400],
    ['a higher total', false, voucher, 3600],
    ['a lower total', false, voucher, 1200],
    ['an empty cart', false, voucher, 0],
  ])('%s: %p', (_, valid, applied, total) => {
    expect(voucherStillValid(applied, total)).toBe(valid);
  });
});

describe('checkoutTotal', () => {
  it.each([
    ['subtotal, shipping and a discount', 960, { subtotal: 1000, shipping: 60, discount: 100 }],
    ['no discount', 1100, { subtotal: 1000, shipping: 100, discount: 0 }],
    ['free shipping', 900, { subtotal: 1000, shipping: 0, discount: 100 }],
    ['a discount of everything', 0, { subtotal: 1000, shipping: 0, discount: 1000 }],
    ['a discount above the sum', 0, { subtotal: 1000, shipping: 60, discount: 1500 }],
    ['an empty cart', 60, { subtotal: 0, shipping: 60, discount: 0 }],
  ])('%s: %i', (_, total, amounts) => {
    expect(checkoutTotal(amounts)).toBe(total);
  });
});
