'use client';

import { useEffect, useId, useRef } from 'react';
import styles from './ConfirmDialog.module.scss';

/** A modal yes/no question; Escape or a click outside answers No. */
export function ConfirmDialog({
  open,
  question,
  onYes,
  onNo,
}: {
  open: boolean;
  question: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={questionId}
      onClose={() => open && onNo()}
      onClick={(e) => e.target === dialog.current && onNo()}
    >
      <div className={styles.body}>
        <p id={questionId}>{question}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.yes} onClick={onYes}>
            Yes
          </button>
          <button type="button" className={styles.no} onClick={onNo} autoFocus>
            No
          </button>
        </div>
      </div>
    </dialog>
  );
}
