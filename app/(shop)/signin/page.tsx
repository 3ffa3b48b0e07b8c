import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/AuthPanel';
import { FORGOT_TAB } from '@/lib/account-pages';
import { PageShell } from '@/components/layout/PageShell';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Sign In',
  description: 'Sign in or create your account to check out, follow your orders and keep your wishlist.',
  path: '/signin',
  index: false,
});

/** `?tab=forgot` opens the Forgot password tab (Manage Account's Forgot Password link). */
export default async function SigninPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const { tab } = await searchParams;
  return (
    <PageShell title="Sign in to your account">
      <AuthPanel initialTab={tab === FORGOT_TAB ? 'forgot' : 'signin'} />
    </PageShell>
  );
}
