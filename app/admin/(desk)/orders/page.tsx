import type { Metadata } from 'next';
import { DeskFilters } from '@/components/admin/orders/DeskFilters';
import { DeskTable } from '@/components/admin/orders/DeskTable';
import { BulkBar } from '@/components/admin/orders/BulkBar';
import { couriersReady } from '@/lib/server/couriers';
import { Pager } from '@/components/admin/ui/Pager';
import { deskSearch } from '@/lib/desk/order-desk-url';
import { filledParams } from '@/lib/search-params';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { listDeskOrders } from '@/lib/server/orders/desk';
import { orderDeskQuerySchema } from '@/lib/validation/admin';
import { AddLink } from '@/components/admin/ui/AddLink';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import table from '@/components/admin/ui/Table.module.scss';

export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The order desk: newest first, 25 a page, by status, days, search and source; a new order staff take; and the bulk
 * bar for the orders ticked.
 */
export default async function OrdersPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const query = new URLSearchParams(params).toString();
  await staffPage(query ? `/admin/orders?${query}` : '/admin/orders');
  const parsed = orderDeskQuerySchema.safeParse(params);
  const filters = parsed.success ? parsed.data : { page: 1 };
  const { page, counts } = await listDeskOrders(await getDb(), filters);
  const { page: _, ...withoutPage } = filters;
  return (
    <>
      <PageTitle beside={<AddLink href="/admin/orders/new">New order</AddLink>}>Orders</PageTitle>
      <DeskFilters filters={filters} counts={counts} />
      {!parsed.success && (
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      )}
      {page.data.length ? (
        <DeskTable rows={page.data} caption={`${page.total} ${page.total === 1 ? 'order' : 'orders'}`} selectable />
      ) : (
        <p className={table.empty}>No order matches these filters.</p>
      )}
      <Pager page={page.current_page} last={page.last_page} href={(n) => `/admin/orders${deskSearch({ ...filters, page: n })}`} />
      {/* A new filter starts a new selection; its pages share one. Its results outlive the rows it moved. */}
      <BulkBar
        key={deskSearch(withoutPage)}
        couriers={couriersReady()}
        filters={filters}
        shown={page.data.length}
        total={page.total}
      />
    </>
  );
}
