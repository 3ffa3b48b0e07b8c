import type { Metadata } from 'next';
import { CheckoutView } from '@/components/checkout/CheckoutView';
import { PageShell } from '@/components/layout/PageShell';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Checkout', path: '/checkout', index: false });

export default function CheckoutPage() {
  return (
    <PageShell
      title="Checkout"
      before={<Breadcrumb home={false} items={[{ label: 'Edit Bag', url: '/cart' }, { label: 'Checkout' }]} />}
    >
      <CheckoutView />
    </PageShell>
  );
}
