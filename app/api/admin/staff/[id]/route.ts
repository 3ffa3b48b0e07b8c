import { z } from 'zod';
import { handleStaff, json, methods, validated } from '@/lib/server/http';
import { setStaffActive } from '@/lib/server/staff';
import { staffActiveSchema } from '@/lib/validation/admin';
import { INTEGER_MAX } from '@/lib/patterns';
import { wholeNumber } from '@/lib/query-params';

type Context = { params: Promise<{ id: string }> };

/** Disables a staff account (its sessions end at once) or enables it again. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<Context>(async ({ db, staff, body }, { params }) => {
    const { id } = validated(z.object({ id: wholeNumber('id', 1, INTEGER_MAX) }), await params);
    const { active } = validated(staffActiveSchema, body);
    await setStaffActive(db, staff, id, active);
    return json({ status: 'success', msg: active ? 'The account is enabled' : 'The account is disabled' });
  }),
});
