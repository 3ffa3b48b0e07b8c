import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/admin/staff/ChangePasswordForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Your account' };

/** Who is signed in, and their password (a one-time one from the owner is changed here). */
export default async function AccountPage() {
  const member = await staffPage('/admin/account');
  return (
    <>
      <PageTitle
        meta={
          <>
            {member.name} · {member.email} · {member.role === 'owner' ? 'Owner' : 'Staff'}
          </>
        }
      >
        Your account
      </PageTitle>
      <Panel id="password-title" title="Password">
        <ChangePasswordForm />
      </Panel>
    </>
  );
}
