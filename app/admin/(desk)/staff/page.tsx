import type { Metadata } from 'next';
import { StaffAccounts } from '@/components/admin/staff/StaffAccounts';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { listStaff } from '@/lib/server/staff/desk';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const member = await staffPage('/admin/staff', 'staff');
  return <StaffAccounts accounts={await listStaff(await getDb(), member)} selfId={member.id} />;
}
