import { displayPhone } from '@/lib/phone';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { blockPhone, listBlockedPhones } from '@/lib/server/customers/blocked';
import { blockPhoneSchema } from '@/lib/validation/customer-desk';

/** The blocked phones, newest first; and blocking one, with why: its next orders wait on Hold for a call. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json({ data: await listBlockedPhones(db) }), { area: 'orders' }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const block = validated(blockPhoneSchema, body);
    await blockPhone(db, staff, block);
    return json({ status: 'success', msg: `${displayPhone(block.phone)} is blocked: its orders wait on Hold` }, { status: 201 });
  }),
});
