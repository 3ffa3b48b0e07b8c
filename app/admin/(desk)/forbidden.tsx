import Link from 'next/link';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { ADMIN_MESSAGES } from '@/lib/desk/messages';

/** A back-office page the signed-in account may not use (staffPage's area): answered with a 403. */
export default function DeskForbidden() {
  return (
    <>
      <PageTitle>No access</PageTitle>
      <p role="alert">{ADMIN_MESSAGES.noAccess}</p>
      <Link href="/admin">Back to the dashboard</Link>
    </>
  );
}
