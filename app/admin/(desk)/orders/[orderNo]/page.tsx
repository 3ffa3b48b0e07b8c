import type { Metadata } from 'next';
import { can } from '@/lib/desk/permissions';
import { currentStaff, staffMetadata } from '@/lib/server/routes/staff-page';
import { OrderDetail } from '@/components/admin/orders/OrderDetail';
import { deskOrderPage } from '@/lib/server/routes/desk-order-page';
import type { OrderContext } from '@/lib/server/orders/number';
import { couriersReady } from '@/lib/server/couriers';
import { getDb } from '@/lib/server/db';
import { exchangeChoices } from '@/lib/server/orders/exchange';
import { orderPayments } from '@/lib/server/payments';

export async function generateMetadata({ params }: OrderContext): Promise<Metadata> {
  return staffMetadata(async () => ({ title: `Order ${(await params).orderNo.toUpperCase()}` }), 'orders');
}

export default async function DeskOrderPage(context: OrderContext) {
  const order = await deskOrderPage(context);
  const db = await getDb();
  const [member, choices, payments] = await Promise.all([
    currentStaff(),
    exchangeChoices(db, order.order_no),
    orderPayments(db, order.id),
  ]);
  return (
    <OrderDetail
      order={order}
      couriers={couriersReady()}
      owner={member?.role === 'owner'}
      customers={!!member && can(member, 'customers')}
      exchangeChoices={choices}
      payments={payments}
      refunds={!!member && can(member, 'couriers')}
    />
  );
}
