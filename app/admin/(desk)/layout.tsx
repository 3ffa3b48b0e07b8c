import type { ReactNode } from 'react';
import { AdminFrame } from '@/components/admin/frame/AdminFrame';
import { currentStaff } from '@/lib/server/routes/staff-page';
import { loadShopInfo } from '@/lib/server/content/shop-info';

/** The back office's frame: its own bar and menu, not the shop's header and footer. Each page checks the session. */
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const [member, { store }] = await Promise.all([currentStaff(), loadShopInfo()]);
  return member ? (
    <AdminFrame shopName={store.store_en} member={member}>
      {children}
    </AdminFrame>
  ) : (
    children
  );
}
