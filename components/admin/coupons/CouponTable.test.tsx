/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { CouponFormValues } from '@/lib/types/coupon-desk';
import { CouponTable } from './CouponTable';

let id = 0;
const coupon = (change: Partial<CouponFormValues>): CouponFormValues => ({
  id: ++id,
  code: `CODE${id}`,
  kind: 'fixed',
  amount: 200,
  max_discount: null,
  min_cart_value: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_user_limit: null,
  first_order_only: false,
  active: true,
  description: '',
  uses: 0,
  ...change,
});

/** 1 December 2026, noon in Dhaka. */
const now = new Date('2026-12-01T12:00:00+06:00');

describe('the desk’s coupon list', () => {
  it('says whether each coupon is on: Yes, No when switched off, Expired once its end has passed', () => {
    render(
      <CouponTable
        now={now}
        rows={[
          coupon({ code: 'FOREVER' }),
          coupon({ code: 'TONIGHT', ends_at: '2026-12-01T23:59' }),
          coupon({ code: 'WINTER25', ends_at: '2026-02-28T23:59' }),
          coupon({ code: 'MORNING', ends_at: '2026-12-01T11:59' }),
          coupon({ code: 'PAUSED', active: false }),
          coupon({ code: 'OLDOFF', active: false, ends_at: '2025-01-01T00:00' }),
        ]}
      />,
    );
    const activeOf = (code: string) =>
      screen.getByRole('link', { name: code }).closest('tr')!.querySelector('[data-label="Active"]')!.textContent;
    expect(['FOREVER', 'TONIGHT', 'WINTER25', 'MORNING', 'PAUSED', 'OLDOFF'].map(activeOf)).toEqual([
      'Yes',
      'Yes',
      'Expired',
      'Expired',
      'No',
      'No',
    ]);
  });
});
