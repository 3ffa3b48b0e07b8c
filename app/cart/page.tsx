import type { Metadata } from 'next';
import { CartView } from '@/components/cart/CartView';
import { PageShell } from '@/components/layout/PageShell';

export const metadata: Metadata = { title: 'Your cart', robots: { index: false } };

export default function CartPage() {
  return (
    <PageShell title="Your cart">
      <CartView />
    </PageShell>
  );
}
