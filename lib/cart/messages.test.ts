import * as messages from './messages';
import { qtyAddedMessage, quantityMessage } from './messages';

describe('cart messages, verbatim from the spec', () => {
  it.each([
    ['ADDED_TO_CART', 'Added to cart'],
    ['ITEM_REMOVED', 'Item has been removed'],
    ['SIZE_UPDATED', 'Size updated'],
    ['COLOR_UPDATED', 'Color updated'],
    ['ADDED_TO_WISHLIST', 'Added to wishlist'],
    ['SELECT_COLOR', 'Select a Color'],
    ['SELECT_SIZE', 'Select a size'],
    ['SELECT_COLOR_AND_SIZE', 'Select Color & Size'],
    ['COLOR_MUST_BE_SELECTED', 'Color must be selected'],
    ['COUPON_CODE_REQUIRED', 'Coupon code must be filled out'],
    ['SIGNIN_REQUIRED', 'Signin your account please!'],
    ['PROMO_REMOVED', 'Promo code has removed for items exchanging. Please try again!'],
  ] as const)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });

  it('holds each text once', () => {
    const texts = Object.values(messages).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('message builders', () => {
  it.each([
    ['max', 4, "You can't add more than 4"],
    ['max', 1, "You can't add more than 1"],
    ['min', 2, "You can't add less than 2"],
    ['min', 10, "You can't add less than 10"],
  ] as const)('quantityMessage(%s, %i)', (limit, value, text) => {
    expect(quantityMessage(limit, value)).toBe(text);
  });

  it.each([
    [1, '1 Qty added to cart'],
    [3, '3 Qty added to cart'],
  ])('qtyAddedMessage(%i)', (count, text) => {
    expect(qtyAddedMessage(count)).toBe(text);
  });
});
