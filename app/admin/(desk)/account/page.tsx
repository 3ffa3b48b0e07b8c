import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/admin/staff/ChangePasswordForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Your account' };

/** Who is signed in, and their password (a one-time one from the owner is changed here). */
export default async function AccountPage() {
  const member = await staffPage('/admin/account');
  return (
    <>
      <h1 className={styles.title}>Your account</h1>
      <p className={styles.meta}>
        {member.name} · {member.email} · {member.role === 'owner' ? 'Owner' : 'Staff'}
      </p>
      <section className={styles.panel} aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <ChangePasswordForm />
      </section>
    </>
  );
}
