import type { Metadata } from 'next';
import { cache } from 'react';
import { CouponForm } from '@/components/admin/coupons/CouponForm';
import { ChangesPanel } from '@/components/admin/history/ChangesPanel';
import { staffMetadata, staffPage } from '@/lib/server/routes/staff-page';
import { getCouponForm } from '@/lib/server/coupons/desk';
import { getDb } from '@/lib/server/db';
import { orNotFound } from '@/lib/server/routes/or-not-found';
import { listHistory } from '@/lib/server/history';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

/** The coupon of the address, or the back office's 404. */
const load = cache(async (context: IdContext) => orNotFound(async () => getCouponForm(await getDb(), await routeId(context))));

export async function generateMetadata(context: IdContext): Promise<Metadata> {
  return staffMetadata(async () => ({ title: (await load(context)).code }), 'coupons');
}

/** One coupon: its form, its uses so far and the history of its changes. */
export default async function CouponPage(context: IdContext) {
  const { id } = await context.params;
  await staffPage(`/admin/coupons/${encodeURIComponent(id)}`, 'coupons');
  const values = await load(context);
  const history = await listHistory(await getDb(), { subject: 'coupon', subjectId: values.id });
  return (
    <>
      <PageTitle
        meta={
          <>
            Used in {values.uses} {values.uses === 1 ? 'order' : 'orders'} (cancelled orders not counted)
          </>
        }
      >
        {values.code}
      </PageTitle>
      <Panel aria-label="Coupon">
        <CouponForm values={values} />
      </Panel>
      <ChangesPanel entries={history.data} />
    </>
  );
}
