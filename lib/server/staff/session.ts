import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '../../desk/messages';
import { AUTH_MESSAGES } from '../../auth-messages';
import type { Area } from '../../desk/permissions';
import type { StaffMember } from '../../types/staff';
import type { StaffRole, staffSigninSchema } from '../../validation/admin';
import type { Db } from '../db';
import { staff, staffSessions } from '../db/schema';
import { DomainError } from '../errors';
import { dummyHash, verifyPassword } from '../passwords';
import { cookieJar, hashToken, newToken, plausibleToken } from '../tokens';
import { signinThrottle } from '../sign-in-throttle';

/**
 * The back office's own cookie: SameSite=Strict (no other site can make a browser send it, not even a link), and
 * apart from the customers' `session`, so that neither opens the other's doors.
 */
export const staffCookie = cookieJar('staff_session', 'Strict');
/** A working day and then some: a phone left signed in does not stay so for weeks. */
const STAFF_SESSION_DAYS = 1;

/** The columns of a staff member that the back office may show. */
export const staffFields = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: sql<StaffRole>`${staff.role}`,
  permissions: sql<Area[]>`${staff.permissions}`,
};

const byEmail = (email: string) => sql`lower(${staff.email}) = ${email.toLowerCase()}`;

/** Checks a staff member's e-mail and password (throttled as the shop's sign-in) and starts a session. */
export async function staffSignin(db: Db, form: z.output<typeof staffSigninSchema>, address: string) {
  const throttle = signinThrottle(db, `staff:${form.email}`, address);
  await throttle.check();
  const [row] = await db
    .select({ ...staffFields, passwordHash: staff.passwordHash, active: staff.active })
    .from(staff)
    .where(byEmail(form.email))
    .limit(1);
  const valid = await verifyPassword(form.password, row?.passwordHash ?? (await dummyHash()));
  if (!row || !valid || !row.active) {
    await throttle.failed();
    throw new DomainError('signed-out', AUTH_MESSAGES.invalidCredentials);
  }
  await throttle.succeeded();
  const { passwordHash: _, active: __, ...member } = row;
  const { token, tokenHash, expiresAt } = newToken(STAFF_SESSION_DAYS);
  await db.insert(staffSessions).values({ staffId: member.id, tokenHash, expiresAt });
  return { member, token, expiresAt };
}

export async function staffSignout(db: Db, token: string | undefined): Promise<void> {
  if (plausibleToken(token)) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** The active staff member a live back-office token belongs to, or null. */
export async function staffForToken(db: Db, token: string | undefined): Promise<StaffMember | null> {
  if (!plausibleToken(token)) return null;
  const [row] = await db
    .select(staffFields)
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date()), eq(staff.active, true)))
    .limit(1);
  return row ?? null;
}

/** The staff member of a token, or a 401. */
export async function requireStaff(db: Db, token: string | undefined): Promise<StaffMember> {
  const member = await staffForToken(db, token);
  if (!member) throw new DomainError('signed-out', ADMIN_MESSAGES.signIn);
  return member;
}
