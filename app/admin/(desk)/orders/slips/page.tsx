import type { Metadata } from 'next';
import { SlipRun } from '@/components/admin/orders/SlipRun';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import { filledParams } from '@/lib/search-params';
import { getDb } from '@/lib/server/db';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import { slipOrders } from '@/lib/server/orders/bulk';
import { staffPage } from '@/lib/server/routes/staff-page';
import { slipsQuerySchema } from '@/lib/validation/bulk';

export const metadata: Metadata = { title: 'Packing slips' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The packing slips of the desk's selection, to print at once: `orders` (numbers, comma-separated) and `layout`. */
export default async function SlipsPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const search = new URLSearchParams(params).toString();
  const member = await staffPage(search ? `/admin/orders/slips?${search}` : '/admin/orders/slips', 'orders');
  const parsed = slipsQuerySchema.safeParse(params);
  if (!parsed.success) {
    return (
      <>
        <PageTitle>Packing slips</PageTitle>
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      </>
    );
  }
  const [orders, { store }] = await Promise.all([slipOrders(await getDb(), member, parsed.data.orders), loadShopInfo()]);
  return <SlipRun orders={orders} layout={parsed.data.layout} shop={{ name: store.store_en, logo: store.logo }} />;
}
