import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffAccount, StaffMember } from '../../types/staff';
import { AUTH_MESSAGES } from '../../auth-messages';
import { staffAddSchema, type staffPasswordSchema } from '../../validation/admin';
import { hashPassword, verifyPassword } from '../passwords';
import { FORMER_STAFF_AREAS, areaLabels, can, type Area } from '../../desk/permissions';
import { ADMIN_MESSAGES } from '../../desk/messages';
import { assertCan } from '../roles';
import { hashToken } from '../tokens';
import { staffFields } from './session';
import { signinThrottle } from '../sign-in-throttle';
import type { Db } from '../db';
import { env, type Environment } from '../env';
import { staff, staffSessions } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';

const STAFF_MESSAGES = {
  beyondOwn: 'You can manage only accounts with the areas your own account has, and give only those',
  ownerHasAll: 'An owner may do everything: her account has no areas to tick',
  notOwnAreas: 'Your own areas are for the owner to change',
} as const;

/** A password to hand over once (16 random characters); its owner signs in with it. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

/**
 * Who manages accounts: the owner, or an account with Staff. Such an account never touches an owner's account, nor
 * one holding an area it lacks itself (a new password would open it), and gives only areas it holds: nobody gets more
 * than whoever gave it, and only the owner makes an owner.
 */
function assertManages(
  actor: StaffMember,
  target: { role: string; permissions: readonly Area[] } | null,
  areas: readonly Area[] = [],
): void {
  assertCan(actor, 'staff');
  if (actor.role === 'owner') return;
  if (target?.role === 'owner') throw new DomainError('forbidden', ADMIN_MESSAGES.ownerOnly);
  if ([...(target?.permissions ?? []), ...areas].some((area) => !can(actor, area)))
    throw new DomainError('forbidden', STAFF_MESSAGES.beyondOwn, 'permissions');
}

/** An account's role and areas, or a 404. */
async function accountOf(db: Db, id: number): Promise<{ id: number; role: string; permissions: Area[] }> {
  const [row] = await db
    .select({ id: staff.id, role: staff.role, permissions: staffFields.permissions })
    .from(staff)
    .where(eq(staff.id, id));
  if (!row) throw new DomainError('not-found', 'No staff account has that id');
  return row;
}

/** Every staff account, owners first (the owner, or an account with Staff). */
export async function listStaff(db: Db, actor: StaffMember): Promise<StaffAccount[]> {
  assertManages(actor, null);
  const rows = await db
    .select({ ...staffFields, active: staff.active, createdAt: staff.createdAt })
    .from(staff)
    .orderBy(asc(staff.role), asc(staff.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

/**
 * Creates an account and returns it with its password, shown this once: by the owner in the back office
 * (`actor`), or from the command line or the environment on a first start (no actor). A password may be given
 * (the environment's); else one is made.
 */
export async function addStaff(
  db: Db,
  actor: StaffMember | null,
  form: z.output<typeof staffAddSchema>,
  password = oneTimePassword(),
): Promise<{ member: StaffMember; password: string }> {
  const permissions = form.role === 'staff' ? (form.permissions ?? [...FORMER_STAFF_AREAS]) : [];
  if (actor) assertManages(actor, { role: form.role, permissions }, permissions);
  const [member] = await db
    .insert(staff)
    .values({
      email: form.email,
      name: form.name,
      role: form.role,
      permissions,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning(staffFields);
  if (!member) throw new DomainError('conflict', 'A staff account with that e-mail already exists');
  if (actor) {
    const { permissions: _, ...fields } = form;
    const after = { ...fields, ...(form.role === 'staff' && { areas: areaLabels(permissions) }) };
    await record(db, { staffId: actor.id, subject: 'staff', subjectId: member.id, action: 'added', after });
  }
  return { member, password };
}

/** Disables an account (its sessions end at once) or enables it again; not one's own. */
export async function setStaffActive(db: Db, actor: StaffMember, id: number, active: boolean): Promise<void> {
  assertManages(actor, await accountOf(db, id));
  if (id === actor.id) throw new DomainError('conflict', 'You cannot disable or enable your own account');
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(staff)
      .set({ active })
      .where(and(eq(staff.id, id), eq(staff.active, !active)))
      .returning({ id: staff.id });
    if (!changed) {
      const [exists] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
      if (!exists) throw new DomainError('not-found', 'No staff account has that id');
      return;
    }
    if (!active) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await record(tx, {
      staffId: actor.id,
      subject: 'staff',
      subjectId: id,
      action: active ? 'enabled' : 'disabled',
      before: { active: !active },
      after: { active },
    });
  });
}

/**
 * Sets the areas of a staff account (all of them), recorded in the history with the areas before and after. Its
 * sessions go on: each request reads the account's areas afresh.
 */
export async function setStaffAreas(db: Db, actor: StaffMember, id: number, areas: Area[]): Promise<void> {
  const account = await accountOf(db, id);
  assertManages(actor, account, areas);
  if (account.role === 'owner') throw new DomainError('conflict', STAFF_MESSAGES.ownerHasAll);
  if (id === actor.id) throw new DomainError('forbidden', STAFF_MESSAGES.notOwnAreas);
  const before = areaLabels(account.permissions);
  const after = areaLabels(areas);
  if (before === after) return;
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ permissions: areas }).where(eq(staff.id, id));
    await record(tx, {
      staffId: actor.id,
      subject: 'staff',
      subjectId: id,
      action: 'areas',
      before: { areas: before },
      after: { areas: after },
    });
  });
}

/**
 * A staff member changes their own password. The current one is checked as a sign-in is (and throttled with it), so
 * a phone left signed in cannot be used to take the account; every other session of the account ends.
 */
export async function changeOwnPassword(
  db: Db,
  actor: StaffMember,
  form: z.output<typeof staffPasswordSchema>,
  { keepToken, address }: { keepToken: string; address: string },
): Promise<void> {
  const throttle = signinThrottle(db, `staff:${actor.email}`, address);
  await throttle.check();
  const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, actor.id));
  if (!(await verifyPassword(form.current_password, row.passwordHash))) {
    await throttle.failed();
    throw new DomainError('forbidden', AUTH_MESSAGES.currentPasswordWrong);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ passwordHash: await hashPassword(form.password) })
      .where(eq(staff.id, actor.id));
    await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.staffId, actor.id), ne(staffSessions.tokenHash, hashToken(keepToken))));
    await record(tx, { staffId: actor.id, subject: 'staff', subjectId: actor.id, action: 'password changed', after: {} });
  });
}

/** Gives another account a new one-time password (a forgotten one): its sessions end. */
export async function resetStaffPassword(db: Db, actor: StaffMember, id: number): Promise<string> {
  assertManages(actor, await accountOf(db, id));
  if (id === actor.id) throw new DomainError('conflict', 'Change your own password on Your account');
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [changed] = await tx.update(staff).set({ passwordHash }).where(eq(staff.id, id)).returning({ id: staff.id });
    if (!changed) throw new DomainError('not-found', 'No staff account has that id');
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await record(tx, { staffId: actor.id, subject: 'staff', subjectId: id, action: 'password reset', after: {} });
  });
  return password;
}

/**
 * The first owner, from SHOP_OWNER_EMAIL and SHOP_OWNER_PASSWORD (checked at start: lib/server/env.ts), when the shop
 * has no owner yet (on every start; a no-op once there is one). Neither value is ever printed.
 */
export async function ensureOwnerFromEnvironment(
  db: Db,
  {
    SHOP_OWNER_EMAIL: email,
    SHOP_OWNER_PASSWORD: password,
  }: Pick<Environment, 'SHOP_OWNER_EMAIL' | 'SHOP_OWNER_PASSWORD'> = env(),
): Promise<void> {
  if (!email || !password) return;
  if (await db.$count(staff, eq(staff.role, 'owner'))) return;
  const form = staffAddSchema.safeParse({ email, name: 'Owner', role: 'owner' });
  if (!form.success) {
    console.error('No owner was created: SHOP_OWNER_EMAIL must be an e-mail address.');
    return;
  }
  try {
    await addStaff(db, null, form.data, password);
    console.log('The shop owner account of SHOP_OWNER_EMAIL was created.');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error('No owner was created: SHOP_OWNER_EMAIL already belongs to a staff account.');
  }
}
