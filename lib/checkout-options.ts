/** Checkout's fixed choices (spec section 9), apart from its schemas so that the form can show them without loading zod. */

/** Payment methods by code: only Cash on Delivery is taken. */
export const PAYMENT_METHODS = { COD: 'Cash on Delivery', Online: 'Online payment' } as const;
