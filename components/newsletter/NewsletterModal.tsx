'use client';

import { useEffect, useRef } from 'react';
import { NewsletterForm } from './NewsletterForm';
import { NEWSLETTER_PITCH } from './NewsletterSection';
import styles from './NewsletterModal.module.scss';

/** Spec section 9: the modal opens 5 s after the page shows. */
const NEWSLETTER_MODAL_DELAY_MS = 5000;
const NEWSLETTER_DISMISSED_KEY = 'newsletterDismissed';

/** The newsletter as a dialog, until the shopper closes it (remembered in this browser); a subscriber reads her code in it. */
export function NewsletterModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (localStorage.getItem(NEWSLETTER_DISMISSED_KEY)) return;
    const timer = setTimeout(() => dialog.current?.showModal(), NEWSLETTER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="newsletter-modal-title"
      onClose={() => localStorage.setItem(NEWSLETTER_DISMISSED_KEY, '1')}
      onClick={(e) => e.target === dialog.current && close()}
    >
      <div className={styles.body}>
        <button type="button" className={styles.close} onClick={close} aria-label="Close">
          ×
        </button>
        <h2 id="newsletter-modal-title">{NEWSLETTER_PITCH.title}</h2>
        <p>{NEWSLETTER_PITCH.text}</p>
        <NewsletterForm />
      </div>
    </dialog>
  );
}
