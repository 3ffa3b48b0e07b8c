import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { PageShell } from '@/components/layout/PageShell';
import { pageMetadata } from '@/lib/metadata';
import { resetLinkWorks } from '@/lib/server/accounts/password-reset';
import { getDb } from '@/lib/server/db';

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

/** The page a reset e-mail links to (`?token=…`): the new password, twice; a link that no longer works says so. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const works = typeof token === 'string' && (await resetLinkWorks(await getDb(), token));
  return (
    <PageShell title="Choose a new password">
      <ResetPasswordForm token={works ? token : ''} />
    </PageShell>
  );
}
