import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountArea } from '@/components/account/AccountArea';
import { PageShell } from '@/components/layout/PageShell';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell title="My Account">
      <AccountArea>{children}</AccountArea>
    </PageShell>
  );
}
