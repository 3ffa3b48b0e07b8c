'use client';

import { FormOutcome } from '@/components/admin/ui/FormOutcome';
import { useAdminAction } from '@/components/admin/ui/useAdminAction';
import styles from './Reviews.module.scss';

/** Whether the shop takes and shows reviews, and the owner's button to turn them on or off. */
export function ReviewsSwitch({ on }: { on: boolean }) {
  const { run, outcome, pending } = useAdminAction();
  return (
    <div className={styles.switch}>
      <span>{on ? 'Reviews are on in the shop' : 'Reviews are off in the shop'}</span>
      <button type="button" className={styles.button} disabled={pending} onClick={() => run('reviews', { on: !on })}>
        {on ? 'Turn reviews off' : 'Turn reviews on'}
      </button>
      <FormOutcome outcome={outcome} />
    </div>
  );
}
