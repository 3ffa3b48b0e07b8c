import { ADMIN_MESSAGES } from '@/lib/desk/messages';
import { PageTitle } from '../ui/PageTitle';
import notice from '../ui/FormOutcome.module.scss';

/** What a staff member sees on a page that is the owner's alone. */
export function OwnerOnly({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p role="alert" className={notice.refused}>
        {ADMIN_MESSAGES.ownerOnly}
      </p>
    </>
  );
}
