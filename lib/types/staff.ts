import type { Area } from '../desk/permissions';
import type { StaffRole } from '../validation/admin';

/** A member of the shop's staff as the back office shows them: never a password. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** the areas the owner ticked for this account (the owner's own list is empty: she may do everything) */
  permissions: Area[];
}

/** An account as the owner's staff list shows it: whether it may sign in, and since when it exists. */
export type StaffAccount = StaffMember & { active: boolean; created_at: string };
