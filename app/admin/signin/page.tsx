import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffSigninForm } from '@/components/admin/StaffSigninForm';
import { safeNext } from '@/lib/api/admin';
import { currentStaff } from '@/lib/server/auth/staff-page';
import { loadShopInfo } from '@/lib/server/store';
import styles from '@/components/admin/Admin.module.scss';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function StaffSigninPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const back = typeof next === 'string' ? next : undefined;
  if (await currentStaff()) redirect(safeNext(back));
  const { store } = await loadShopInfo();
  return (
    <main className={styles.signin}>
      <h1>{store.store_en} back office</h1>
      <StaffSigninForm next={back} />
    </main>
  );
}
