import type { Metadata } from 'next';
import { PackingSlip } from '@/components/admin/PackingSlip';
import { deskOrderPage } from '@/lib/server/desk-order-page';
import type { OrderContext } from '@/lib/server/order-number';
import { loadShopInfo } from '@/lib/server/store';

export async function generateMetadata({ params }: OrderContext): Promise<Metadata> {
  return { title: `Packing slip ${(await params).orderNo.toUpperCase()}` };
}

export default async function PackingSlipPage(context: OrderContext) {
  const [order, { store }] = await Promise.all([deskOrderPage(context, '/slip'), loadShopInfo()]);
  return <PackingSlip order={order} shop={{ name: store.store_en, logo: store.logo }} />;
}
