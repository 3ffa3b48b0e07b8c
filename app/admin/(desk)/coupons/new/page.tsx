import type { Metadata } from 'next';
import { CouponForm } from '@/components/admin/coupons/CouponForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Add a coupon' };

export default async function NewCouponPage() {
  await staffPage('/admin/coupons/new');
  return (
    <>
      <h1 className={styles.title}>Add a coupon</h1>
      <section className={styles.panel} aria-label="Coupon">
        <CouponForm values={null} />
      </section>
    </>
  );
}
