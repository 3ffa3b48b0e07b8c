/** Staff for back-office API tests: an account made as the command line makes one, signed in through the API. */
import { randomBytes } from 'node:crypto';
import { POST as signin } from '@/app/api/admin/signin/route';
import { getDb } from '@/lib/server/db';
import { addStaff } from '@/lib/server/staff/desk';
import type { Area } from '@/lib/desk/permissions';
import type { StaffRole } from '@/lib/validation/admin';
import { call } from './call';

/** The `staff_session=…` pair of a sign-in answer's Set-Cookie. */
export const staffCookieOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';

export async function signInStaff(email: string, password: string) {
  return call(signin, '/api/admin/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** A signed-in account: a staff one holds `permissions` (left out: what a staff account always had). */
export async function signedInStaff(role: StaffRole = 'staff', name = `Staff ${role}`, permissions?: Area[]) {
  const email = `${role}-${randomBytes(6).toString('hex')}@example.com`;
  const { member, password } = await addStaff(await getDb(), null, { email, name, role, permissions });
  const res = await signInStaff(email, password);
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.text}`);
  return { member, email, password, cookie: staffCookieOf(res.headers.get('set-cookie')) };
}
