import {
  moveRefusal,
  nextStatuses,
  ORDER_STATUS,
  isPending,
  paymentNote,
  STATUS_ORDER,
  statusLabel,
  waitsForPayment,
} from './order-status';

describe('statusLabel', () => {
  it.each([
    [null, 'Pending'],
    [undefined, 'Pending'],
    [1, 'Delivered'],
    [2, 'Canceled'],
    [3, 'Canceled - Author'],
    [4, 'Partial Delivered'],
    [5, 'Hold'],
    [6, 'On the Way'],
    [7, 'Processing'],
    [8, 'Returned'],
    [99, 'Pending'],
  ])('%p is %s', (status, label) => expect(statusLabel(status)).toBe(label));

  it('only an empty status is pending', () => {
    expect(isPending(null)).toBe(true);
    expect(isPending(2)).toBe(false);
  });
});

describe('paymentNote', () => {
  it.each([
    [1, 'COD', 'Paid via cash'],
    [4, 'COD', 'Paid via cash'],
    [1, 'bKash', 'bKash'],
    [2, 'COD', 'No issues'],
    [3, 'COD', 'No issues'],
    [null, 'COD', 'Processing'],
    [5, 'COD', 'Processing'],
    [6, 'COD', 'Processing'],
    [7, 'COD', 'Processing'],
    [8, 'COD', 'No issues'],
  ])('status %p paid by %s shows %s', (status, method, note) => expect(paymentNote(status, method)).toBe(note));
});

describe('the pipeline', () => {
  const { delivered, canceled, canceledAuthor, partialDelivered, hold, onTheWay, processing, returned } = ORDER_STATUS;

  it.each([
    [null, processing],
    [null, hold],
    [null, canceled],
    [processing, onTheWay],
    [processing, canceledAuthor],
    [hold, null],
    [hold, onTheWay],
    [onTheWay, delivered],
    [onTheWay, partialDelivered],
    [onTheWay, canceled],
    [onTheWay, returned],
    [hold, returned],
  ])('%p may move to %p', (from, to) => expect(moveRefusal(from, to)).toBeNull());

  it.each([
    [delivered, null, 'A Delivered order is final: it cannot move to Pending.'],
    [canceled, delivered, 'A Canceled order is final: it cannot move to Delivered.'],
    [null, delivered, 'A Pending order cannot move to Delivered; it can move to Processing, Hold, Canceled, Canceled - Author.'],
    [
      processing,
      null,
      'A Processing order cannot move to Pending; it can move to On the Way, Hold, Canceled, Canceled - Author.',
    ],
    [onTheWay, onTheWay, 'The order is already On the Way.'],
    [
      processing,
      returned,
      'A Processing order cannot move to Returned; it can move to On the Way, Hold, Canceled, Canceled - Author.',
    ],
  ])('%p may not move to %p: %s', (from, to, reason) => expect(moveRefusal(from, to)).toBe(reason));

  it('every status is offered once, and every final one has no way out', () => {
    expect(new Set(STATUS_ORDER).size).toBe(9);
    for (const status of [delivered, partialDelivered, canceled, canceledAuthor, returned])
      expect(nextStatuses(status)).toEqual([]);
    for (const status of STATUS_ORDER) for (const to of nextStatuses(status)) expect(STATUS_ORDER).toContain(to);
  });
});

describe('waitsForPayment', () => {
  it.each([
    [null, 120, 0, true],
    [ORDER_STATUS.hold, 120, 0, true],
    [null, 120, 120, false],
    [null, 0, 0, false],
    [ORDER_STATUS.processing, 120, 0, false],
  ])('an order %p to pay %p ahead, %p paid: waits %p', (status, payAhead, prepaid, waits) =>
    expect(waitsForPayment({ status, payAhead, prepaid })).toBe(waits),
  );
});
