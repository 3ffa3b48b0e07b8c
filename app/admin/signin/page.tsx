import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffSigninForm } from '@/components/admin/staff/StaffSigninForm';
import { safeNext } from '@/lib/desk/api';
import { currentStaff } from '@/lib/server/routes/staff-page';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import styles from '@/components/admin/frame/Standalone.module.scss';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function StaffSigninPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const back = typeof next === 'string' ? next : undefined;
  if (await currentStaff()) redirect(safeNext(back));
  const { store } = await loadShopInfo();
  return (
    <main className={styles.page}>
      <h1>{store.store_en} back office</h1>
      <StaffSigninForm next={back} />
    </main>
  );
}
