import { ADMIN_MESSAGES } from '@/lib/desk/messages';
import styles from '../ui/Admin.module.scss';

/** What a staff member sees on a page that is the owner's alone. */
export function OwnerOnly({ title }: { title: string }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p role="alert" className={styles.refused}>
        {ADMIN_MESSAGES.ownerOnly}
      </p>
    </>
  );
}
