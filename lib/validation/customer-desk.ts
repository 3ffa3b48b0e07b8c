import { z } from 'zod';
import { BLOCK_REASON_MAX } from '../field-limits';
import { CONTROL_CHARACTERS } from '../patterns';
import { pageNumber } from '../query-params';
import { mobileNumber } from './auth';
import { recordId } from './record-id';

const search = z.string().trim().max(100, { error: 'q holds at most 100 characters' }).optional();

/** The customer list (its page address and GET /api/admin/customers): a phone, name or e-mail, and a page. */
export const customerDeskQuerySchema = z.object({ q: search, page: pageNumber });

export type CustomerDeskQuery = z.output<typeof customerDeskQuerySchema>;

/** A customer's page: the page of her orders, and the search for another account of hers to merge (`merge`). */
export const customerPageQuerySchema = z.object({ page: pageNumber, merge: search });

/** POST /api/admin/blocked-phones: a phone however it is written, and why. */
export const blockPhoneSchema = z.object({
  phone: mobileNumber('Phone'),
  reason: z
    .string({ error: 'Say why the number is blocked' })
    .trim()
    .min(1, { error: 'Say why the number is blocked' })
    .max(BLOCK_REASON_MAX, { error: `A reason holds at most ${BLOCK_REASON_MAX} characters` })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: 'A reason holds text only' }),
});

export type BlockPhone = z.output<typeof blockPhoneSchema>;

/** POST /api/admin/blocked-phones/unblock. */
export const unblockPhoneSchema = blockPhoneSchema.pick({ phone: true });

/** POST /api/admin/customers/{id}/merge: the other account of the same person, merged into this one. */
export const mergeCustomerSchema = z.object({ other: recordId('Choose the account to merge') });
