'use client';

import { copyText } from '@/components/ui/copy-text';
import { formatPrice } from '@/lib/format';
import { NEWSLETTER_OFFER } from '@/lib/newsletter';
import styles from './NewsletterForm.module.scss';

/** What a new subscriber was promised: her code, how to use it, and a button that copies it. */
export function NewsletterGift() {
  const { code, percent, maxDiscount } = NEWSLETTER_OFFER;
  return (
    <div className={styles.gift} role="status">
      <p>
        Your code: <strong className={styles.code}>{code}</strong>
      </p>
      <p>
        {percent}% off your first order (up to {formatPrice(maxDiscount)}). Sign in, then enter it in the promo code box in your
        cart.
      </p>
      <button type="button" className={styles.copy} onClick={() => copyText(code, 'Code copied', 'The code could not be copied')}>
        Copy code
      </button>
    </div>
  );
}
