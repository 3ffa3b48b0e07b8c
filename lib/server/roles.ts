import 'server-only';
import { ADMIN_MESSAGES } from '../desk/messages';
import { AREAS, can, type Area } from '../desk/permissions';
import type { StaffMember } from '../types/staff';
import { DomainError } from './errors';

/** Refuses anyone but the owner (merging customers, reopening a cancelled order). */
export function assertOwner(member: StaffMember): void {
  if (member.role !== 'owner') throw new DomainError('forbidden', ADMIN_MESSAGES.ownerOnly);
}

/** Refuses anyone but the owner, naming the form's `field` that only she may set. */
export function assertOwnerAt(member: StaffMember, field: string): void {
  if (member.role !== 'owner') throw new DomainError('forbidden', ADMIN_MESSAGES.ownerOnly, field);
}

/** Refuses an account the owner has not given this area (the service edge of every back-office call). */
export function assertCan(member: StaffMember, area: Area): void {
  if (!can(member, area))
    throw new DomainError('forbidden', ADMIN_MESSAGES.notYourArea(AREAS.find((a) => a.key === area)!.label));
}
