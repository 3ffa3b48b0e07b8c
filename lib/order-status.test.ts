import { isPending, paymentNote, statusLabel } from './order-status';

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
  ])('status %p paid by %s shows %s', (status, method, note) => expect(paymentNote(status, method)).toBe(note));
});
