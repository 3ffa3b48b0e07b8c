import { displayPhone } from '@/lib/phone';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { unblockPhone } from '@/lib/server/customers/blocked';
import { unblockPhoneSchema } from '@/lib/validation/customer-desk';

/** Unblocks a phone: its next orders are Pending again. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(async ({ db, staff, body }) => {
    const { phone } = validated(unblockPhoneSchema, body);
    await unblockPhone(db, staff, phone);
    return json({ status: 'success', msg: `${displayPhone(phone)} is unblocked` });
  }),
});
