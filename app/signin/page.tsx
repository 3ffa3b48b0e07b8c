import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/AuthPanel';
import { PageShell } from '@/components/layout/PageShell';

export const metadata: Metadata = { title: 'Sign In', robots: { index: false } };

export default function SigninPage() {
  return (
    <PageShell title="Sign in to your account">
      <AuthPanel />
    </PageShell>
  );
}
