import type { Metadata } from 'next';
import { staffMetadata } from '@/lib/server/routes/staff-page';
import { PackingSlip } from '@/components/admin/orders/PackingSlip';
import { deskOrderPage } from '@/lib/server/routes/desk-order-page';
import type { OrderContext } from '@/lib/server/orders/number';
import { loadShopInfo } from '@/lib/server/content/shop-info';

export async function generateMetadata({ params }: OrderContext): Promise<Metadata> {
  return staffMetadata(async () => ({ title: `Packing slip ${(await params).orderNo.toUpperCase()}` }), 'orders');
}

export default async function PackingSlipPage(context: OrderContext) {
  const [order, { store }] = await Promise.all([deskOrderPage(context, '/slip'), loadShopInfo()]);
  return <PackingSlip order={order} shop={{ name: store.store_en, logo: store.logo }} />;
}
