import type { StaffRole } from '../validation/admin';

/** A member of the shop's staff as the back office shows them: never a password. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}
