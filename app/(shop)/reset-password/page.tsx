import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { PageShell } from '@/components/layout/PageShell';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    path: '/reset-password',
    index: false,
  }),
  // The link's token is in this page's address: no other site may read it from a Referer.
  referrer: 'no-referrer',
};

/** The page a reset e-mail links to (`?token=…`): the new password, twice. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <PageShell title="Choose a new password">
      <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
    </PageShell>
  );
}
