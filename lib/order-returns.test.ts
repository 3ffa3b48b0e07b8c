import { exchangeablePieces, exchangeDue, keptCash, keptProblem, parcelPieces, piecesText } from './order-returns';
import { ORDER_STATUS } from './order-status';

const line = { quantity: 3, price: 800, kept: null, exchanged: 0 };

describe('what comes back of an order', () => {
  it('brings back every piece of a Returned parcel and what a partial delivery did not leave', () => {
    expect(parcelPieces(ORDER_STATUS.returned, line)).toBe(3);
    expect(parcelPieces(ORDER_STATUS.partialDelivered, { ...line, kept: 1 })).toBe(2);
    expect(parcelPieces(ORDER_STATUS.partialDelivered, line)).toBe(0);
    expect(parcelPieces(ORDER_STATUS.delivered, line)).toBe(0);
  });

  it('exchanges what the customer has, less what she already exchanged', () => {
    expect(exchangeablePieces(line)).toBe(3);
    expect(exchangeablePieces({ ...line, kept: 2, exchanged: 1 })).toBe(1);
  });

  it('proposes a partial delivery’s cash from the pieces kept, the charge and the discount', () => {
    expect(
      keptCash({ charge: 60, discount: 100 }, [
        { price: 800, kept: 1 },
        { price: 500, kept: 0 },
      ]),
    ).toBe(760);
    expect(keptCash({ charge: 0, discount: 900 }, [{ price: 800, kept: 1 }])).toBe(0);
  });

  it('takes only some kept, some not, as a partial delivery', () => {
    expect(keptProblem([{ quantity: 2, kept: 1 }])).toBeNull();
    expect(keptProblem([{ quantity: 2, kept: 0 }])).toMatch(/Returned/);
    expect(keptProblem([{ quantity: 2, kept: 2 }])).toMatch(/Delivered/);
    expect(keptProblem([{ quantity: 2, kept: 3 }])).toMatch(/more pieces/);
  });

  it('counts the exchanged pieces still to come back after the parcel’s own', () => {
    const partial = { ...line, kept: 2, exchanged: 1, restocked: 0 };
    expect(exchangeDue(ORDER_STATUS.partialDelivered, false, partial)).toBe(1);
    expect(exchangeDue(ORDER_STATUS.partialDelivered, true, { ...partial, restocked: 1 })).toBe(1);
    expect(exchangeDue(ORDER_STATUS.partialDelivered, true, { ...partial, restocked: 2 })).toBe(0);
    expect(exchangeDue(ORDER_STATUS.delivered, false, { ...line, exchanged: 2, restocked: 2 })).toBe(0);
    expect(piecesText(1)).toBe('1 piece');
  });
});
