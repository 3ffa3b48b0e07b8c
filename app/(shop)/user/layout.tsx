import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountArea } from '@/components/account/AccountArea';
import { PageShell } from '@/components/layout/PageShell';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'My Account', path: '/user', index: false });

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell title="My Account">
      <AccountArea>{children}</AccountArea>
    </PageShell>
  );
}
