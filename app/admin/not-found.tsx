import Link from 'next/link';
import styles from '@/components/admin/frame/Standalone.module.scss';

/** A back-office address that names nothing (an order number that does not exist). */
export default function AdminNotFound() {
  return (
    <main className={styles.page}>
      <h1>Not found</h1>
      <p>Nothing in the back office has this address: the order number may be mistyped.</p>
      <Link href="/admin/orders">Back to the orders</Link>
    </main>
  );
}
