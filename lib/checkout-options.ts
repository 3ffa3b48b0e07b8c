/** Checkout's fixed choices (spec section 9), apart from its schemas so that the form can show them without loading zod. */

/** Payment methods by code (the spec's): Cash on Delivery is taken, Online is refused with the spec's message. */
export const PAYMENT_METHODS = { COD: 'Cash on Delivery', Online: 'Online payment' } as const;

/** Beside the spec's: paying the whole order now through a gateway, where the shop has one set up. */
export const PAY_NOW_LABELS = { bkash: 'Pay now by bKash', sslcommerz: 'Pay now by card, Nagad, Rocket or bank' } as const;
