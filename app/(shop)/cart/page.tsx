import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';
import { PageShell } from '@/components/layout/PageShell';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Your cart', path: '/cart', index: false });

export default function CartPage() {
  return (
    <PageShell title="Your cart">
      <CartView />
    </PageShell>
  );
}
