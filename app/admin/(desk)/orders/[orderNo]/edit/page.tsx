import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderEditor } from '@/components/admin/orders/OrderEditor';
import { StatusBadge } from '@/components/admin/orders/StatusBadge';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import actions from '@/components/admin/ui/Actions.module.scss';
import { getOrderDraft } from '@/lib/server/orders/edit';
import type { OrderContext } from '@/lib/server/orders/number';
import { deskOrderRecord } from '@/lib/server/routes/desk-order-page';
import { staffMetadata, staffPage } from '@/lib/server/routes/staff-page';
import { can } from '@/lib/desk/permissions';

export async function generateMetadata({ params }: OrderContext): Promise<Metadata> {
  return staffMetadata(async () => ({ title: `Edit order ${(await params).orderNo.toUpperCase()}` }), 'orders');
}

export default async function EditOrderPage(context: OrderContext) {
  const { refusal, ...draft } = await deskOrderRecord(context, '/edit', getOrderDraft);
  const member = await staffPage(`/admin/orders/${draft.order_no}/edit`, 'orders');
  return (
    <>
      <PageTitle beside={<StatusBadge status={draft.status} />} meta="Changes are priced as you make them, and saved together.">
        Edit order {draft.order_no}
      </PageTitle>
      {refusal ? (
        <div className={actions.row}>
          <p>{refusal}</p>
          <Link href={`/admin/orders/${draft.order_no}`} className={actions.secondary}>
            Back to the order
          </Link>
        </div>
      ) : (
        <OrderEditor draft={draft} prices={can(member, 'prices')} />
      )}
    </>
  );
}
