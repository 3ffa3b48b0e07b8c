import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/AuthPanel';
import { PageShell } from '@/components/layout/PageShell';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sign In',
  description: 'Sign in or create your account to check out, follow your orders and keep your wishlist.',
  path: '/signin',
  index: false,
});

export default function SigninPage() {
  return (
    <PageShell title="Sign in to your account">
      <AuthPanel />
    </PageShell>
  );
}
