import type { Metadata } from 'next';
import Link from 'next/link';
import { CouponTable } from '@/components/admin/coupons/CouponTable';
import { staffPage } from '@/lib/server/routes/staff-page';
import { listCoupons } from '@/lib/server/coupons/desk';
import { getDb } from '@/lib/server/db';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Coupons' };

/** The shop's promo codes, newest first, with how often each was used. */
export default async function CouponsPage() {
  await staffPage('/admin/coupons');
  const coupons = await listCoupons(await getDb());
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Coupons</h1>
        <Link href="/admin/coupons/new" className={styles.secondary}>
          Add a coupon
        </Link>
      </div>
      {coupons.length ? <CouponTable rows={coupons} now={new Date()} /> : <p className={styles.empty}>No coupon yet.</p>}
    </>
  );
}
