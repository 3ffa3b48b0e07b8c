'use client';
import { useRouter } from 'next/navigation';
import { postAdmin } from '@/lib/desk/api';
import styles from './AdminFrame.module.scss';

export function SignOutButton() {
  const router = useRouter();
  async function signOut() {
    await postAdmin('signout', {});
    router.replace('/admin/signin');
  }
  return (
    <button type="button" className={styles.signout} onClick={signOut}>
      Sign out
    </button>
  );
}
