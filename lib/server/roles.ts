import 'server-only';
import { ADMIN_MESSAGES } from '../desk/messages';
import type { StaffMember } from '../types/staff';
import { DomainError } from './errors';

/** Refuses anyone but the owner (the service edge of staff and settings). */
export function assertOwner(member: StaffMember): void {
  if (member.role !== 'owner') throw new DomainError('forbidden', ADMIN_MESSAGES.ownerOnly);
}
