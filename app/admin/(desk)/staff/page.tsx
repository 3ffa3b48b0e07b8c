import type { Metadata } from 'next';
import { OwnerOnly } from '@/components/admin/frame/OwnerOnly';
import { StaffAccounts } from '@/components/admin/staff/StaffAccounts';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { listStaff } from '@/lib/server/staff/desk';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const member = await staffPage('/admin/staff');
  if (member.role !== 'owner') return <OwnerOnly title="Staff" />;
  return <StaffAccounts accounts={await listStaff(await getDb(), member)} selfId={member.id} />;
}
