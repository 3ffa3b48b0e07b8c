/** The cart's toast texts, verbatim from the spec (sections 5 and 8). Each text is written here once. */

export const ADDED_TO_CART = 'Added to cart';
export const ITEM_REMOVED = 'Item has been removed';
export const SIZE_UPDATED = 'Size updated';
export const COLOR_UPDATED = 'Color updated';
export const ADDED_TO_WISHLIST = 'Added to wishlist';

/** Add-to-cart pick problems: the detail page's, then the product card's. */
export const SELECT_COLOR = 'Select a Color';
export const SELECT_SIZE = 'Select a size';
export const SELECT_COLOR_AND_SIZE = 'Select Color & Size';
export const COLOR_MUST_BE_SELECTED = 'Color must be selected';

export const COUPON_CODE_REQUIRED = 'Coupon code must be filled out';
export const SIGNIN_REQUIRED = 'Signin your account please!';
export const PROMO_REMOVED = 'Promo code has removed for items exchanging. Please try again!';

/** A quantity limit reached: "You can't add more than {max}" or "You can't add less than {min}" (a card passes maxItem / minItem). */
export function quantityMessage(limit: 'max' | 'min', value: number): string {
  return `You can't add ${limit === 'max' ? 'more' : 'less'} than ${value}`;
}

/** '{count} Qty added to cart'. */
export function qtyAddedMessage(count: number): string {
  return `${count} Qty added to cart`;
}
