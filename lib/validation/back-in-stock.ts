import { z } from 'zod';
import { INTEGER_MAX } from '../patterns';
import { emailAddress } from './auth';
import { recordId } from './record-id';

export const BACK_IN_STOCK_MESSAGES = {
  saved: 'Thank you: we will e-mail you when it is back',
  inStock: 'It is in stock: add it to your cart',
  emailRequired: 'Email must be filled out',
} as const;

const attributeId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(INTEGER_MAX, { error: `${name} is too large` })
    .default(0);

/** POST /api/shop/back-in-stock: who to tell when a sold-out size and colour is back (0 for none). */
export const backInStockSchema = z.object({
  product_id: recordId('product_id must be a product id'),
  size_id: attributeId('size_id'),
  color_id: attributeId('color_id'),
  email: emailAddress(BACK_IN_STOCK_MESSAGES.emailRequired),
});

export type BackInStockRequest = z.input<typeof backInStockSchema>;
