import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Confirmation } from '@/components/checkout/Confirmation';
import { PageShell } from '@/components/layout/PageShell';
import { Pending } from '@/components/ui/Pending';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Order confirmation', path: '/checkout/confirmation', index: false });

export default function ConfirmationPage() {
  return (
    <PageShell title="Thank you">
      <Suspense fallback={<Pending label="Loading your order" />}>
        <Confirmation />
      </Suspense>
    </PageShell>
  );
}
