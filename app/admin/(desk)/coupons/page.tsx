import type { Metadata } from 'next';
import { CouponTable } from '@/components/admin/coupons/CouponTable';
import { staffPage } from '@/lib/server/routes/staff-page';
import { listCoupons } from '@/lib/server/coupons/desk';
import { getDb } from '@/lib/server/db';
import { AddLink } from '@/components/admin/ui/AddLink';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import table from '@/components/admin/ui/Table.module.scss';

export const metadata: Metadata = { title: 'Coupons' };

/** The shop's promo codes, newest first, with how often each was used. */
export default async function CouponsPage() {
  await staffPage('/admin/coupons', 'coupons');
  const coupons = await listCoupons(await getDb());
  return (
    <>
      <PageTitle beside={<AddLink href="/admin/coupons/new">Add a coupon</AddLink>}>Coupons</PageTitle>
      {coupons.length ? <CouponTable rows={coupons} now={new Date()} /> : <p className={table.empty}>No coupon yet.</p>}
    </>
  );
}
