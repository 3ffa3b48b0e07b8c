import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Confirmation } from '@/components/checkout/Confirmation';
import { PageShell } from '@/components/layout/PageShell';

export const metadata: Metadata = { title: 'Order confirmation', robots: { index: false } };

export default function ConfirmationPage() {
  return (
    <PageShell title="Thank you">
      <Suspense>
        <Confirmation />
      </Suspense>
    </PageShell>
  );
}
