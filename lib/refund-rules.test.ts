import { bkashRefundOpen, goesAhead, refundDueBy, refundOffered } from './refund-rules';
import { formatDate } from './format';

const paid = new Date('2026-12-01T20:00:00Z'); // 2 Dec 2026, 02:00 in Dhaka

it('lets bKash refund for 15 days after the payment, and not a moment later', () => {
  expect(bkashRefundOpen(paid, new Date(paid.getTime() + 15 * 86_400_000))).toBe(true);
  expect(bkashRefundOpen(paid, new Date(paid.getTime() + 15 * 86_400_000 + 1))).toBe(false);
});

it('dates a refund due 10 days after the payment, as Dhaka reads the day', () => {
  expect(formatDate(refundDueBy(paid).toISOString())).toBe('12 Dec 2026');
});

it('offers a refund of an order that owes money back, and not of one still to be delivered', () => {
  const order = (status: number | null, total = 1000, prepaid = 1000) => refundOffered({ status, total, prepaid });
  expect([null, 7, 6, 5, 1].map((status) => order(status))).toEqual([false, false, false, false, false]);
  expect([2, 3, 8, 4].map((status) => order(status))).toEqual([true, true, true, true]);
  // Edited down after it was paid: the difference is owed back.
  expect(order(7, 800, 1000)).toBe(true);
  expect([goesAhead(2), goesAhead(8), goesAhead(4), goesAhead(null)]).toEqual([false, false, true, true]);
});
