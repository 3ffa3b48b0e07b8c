import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { can, type Area } from '../../desk/permissions';
import type { StaffMember } from '../../types/staff';
import { getDb } from '../db';
import { staffCookie, staffForToken } from '../staff/session';

/** The staff member of this request's back-office cookie, or null (read once per request). */
export const currentStaff = cache(async (): Promise<StaffMember | null> =>
  staffForToken(await getDb(), staffCookie.read((await headers()).get('cookie'))),
);

/**
 * The staff member a back-office page is for. A visitor without a live staff session goes to the sign-in page,
 * which sends them back to `path` afterwards; an account without one of the page's `areas` gets the 403 page
 * (app/admin/(desk)/forbidden.tsx), before anything is streamed, so the status is a real 403.
 */
export async function staffPage(path: string, ...areas: Area[]): Promise<StaffMember> {
  const member = await currentStaff();
  if (!member) redirect(`/admin/signin?next=${encodeURIComponent(path)}`);
  if (!areas.every((area) => can(member, area))) forbidden();
  return member;
}

/**
 * A back-office page's metadata about its record (a product's or post's title, a coupon's code), for staff only. A
 * visitor is sent to sign in by an answer that still carries the page's head: it gets the back office's own title,
 * naming nothing (metadata is resolved beside the page, so its session check does not come first). An account without
 * the page's areas is answered 403 by the page, and its head names nothing either.
 */
export async function staffMetadata(metadata: () => Promise<Metadata>, ...areas: Area[]): Promise<Metadata> {
  const member = await currentStaff();
  return member && areas.every((area) => can(member, area)) ? metadata() : {};
}
