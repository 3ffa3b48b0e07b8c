'use client';

import { FormOutcome } from '@/components/admin/ui/FormOutcome';
import { useAdminAction } from '@/components/admin/ui/useAdminAction';
import { REVIEW_REPLY_MAX } from '@/lib/reviews';
import type { DeskReview } from '@/lib/types/review';
import styles from './Reviews.module.scss';

/** The owner's actions on one review: approve or hide it, and the shop's reply under it. */
export function ReviewActions({ review }: { review: DeskReview }) {
  const { run, outcome, pending } = useAdminAction();
  const path = `reviews/${review.id}`;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {review.status !== 'approved' && (
          <button type="button" className={styles.button} disabled={pending} onClick={() => run(path, { action: 'approve' })}>
            Approve
          </button>
        )}
        {review.status !== 'hidden' && (
          <button type="button" className={styles.quiet} disabled={pending} onClick={() => run(path, { action: 'hide' })}>
            Hide
          </button>
        )}
      </div>
      <form
        method="post"
        className={styles.reply}
        onSubmit={(event) => {
          event.preventDefault();
          run(path, { action: 'reply', reply: new FormData(event.currentTarget).get('reply') });
        }}
      >
        <label>
          The shop&apos;s reply
          <textarea name="reply" rows={2} maxLength={REVIEW_REPLY_MAX} defaultValue={review.reply ?? ''} />
        </label>
        <button type="submit" className={styles.quiet} disabled={pending}>
          Save reply
        </button>
      </form>
      <FormOutcome outcome={outcome} />
    </div>
  );
}
