import { bkashRefundOpen, refundDueBy } from './refund-rules';
import { formatDate } from './format';

const paid = new Date('2026-12-01T20:00:00Z'); // 2 Dec 2026, 02:00 in Dhaka

it('lets bKash refund for 15 days after the payment, and not a moment later', () => {
  expect(bkashRefundOpen(paid, new Date(paid.getTime() + 15 * 86_400_000))).toBe(true);
  expect(bkashRefundOpen(paid, new Date(paid.getTime() + 15 * 86_400_000 + 1))).toBe(false);
});

it('dates a refund due 10 days after the payment, as Dhaka reads the day', () => {
  expect(formatDate(refundDueBy(paid).toISOString())).toBe('12 Dec 2026');
});
