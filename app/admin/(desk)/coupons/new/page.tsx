import type { Metadata } from 'next';
import { CouponForm } from '@/components/admin/coupons/CouponForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Add a coupon' };

export default async function NewCouponPage() {
  await staffPage('/admin/coupons/new', 'coupons');
  return (
    <>
      <PageTitle>Add a coupon</PageTitle>
      <Panel aria-label="Coupon">
        <CouponForm values={null} />
      </Panel>
    </>
  );
}
