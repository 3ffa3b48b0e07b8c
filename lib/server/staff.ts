import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffAccount, StaffMember } from '../types/staff';
import { PASSWORD_MIN } from '../auth-messages';
import { staffAddSchema } from '../validation/admin';
import { hashPassword } from './auth/password';
import { assertOwner, staffFields } from './auth/staff-session';
import type { Db } from './db';
import { staff, staffSessions } from './db/schema';
import { DomainError } from './errors';
import { record } from './history';

/** A password to hand over once (16 random characters); its owner signs in with it. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

/** Every staff account, owners first (the owner only). */
export async function listStaff(db: Db, actor: StaffMember): Promise<StaffAccount[]> {
  assertOwner(actor);
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
  if (actor) assertOwner(actor);
  const [member] = await db
    .insert(staff)
    .values({ email: form.email, name: form.name, role: form.role, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning(staffFields);
  if (!member) throw new DomainError('conflict', 'A staff account with that e-mail already exists');
  if (actor) {
    await record(db, { staffId: actor.id, subject: 'staff', subjectId: member.id, action: 'added', after: { ...form } });
  }
  return { member, password };
}

/** Disables an account (its sessions end at once) or enables it again; the owner only, and not their own. */
export async function setStaffActive(db: Db, actor: StaffMember, id: number, active: boolean): Promise<void> {
  assertOwner(actor);
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
 * The first owner, from SHOP_OWNER_EMAIL and SHOP_OWNER_PASSWORD, when the shop has no owner yet (on every start;
 * a no-op once there is one). Neither value is ever printed.
 */
export async function ensureOwnerFromEnvironment(db: Db, env: Partial<Record<string, string>> = process.env): Promise<void> {
  const password = env.SHOP_OWNER_PASSWORD;
  if (!env.SHOP_OWNER_EMAIL || !password) return;
  if (await db.$count(staff, eq(staff.role, 'owner'))) return;
  const form = staffAddSchema.safeParse({ email: env.SHOP_OWNER_EMAIL, name: 'Owner', role: 'owner' });
  if (!form.success || password.length < PASSWORD_MIN) {
    console.error(
      `No owner was created: SHOP_OWNER_EMAIL must be an e-mail address and SHOP_OWNER_PASSWORD at least ${PASSWORD_MIN} characters.`,
    );
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
