import { FIRST_ORDER_FREE_SHIPPING_FROM } from '@/lib/cart/shipping';
import { formatPrice } from '@/lib/format';
import { NEWSLETTER_OFFER } from '@/lib/newsletter';
import { NewsletterForm } from './NewsletterForm';
import styles from './NewsletterSection.module.scss';

export const NEWSLETTER_PITCH = {
  title: `Get ${NEWSLETTER_OFFER.percent}% off your first purchase`,
  text: `Join our newsletter for new collections and private offers, and enjoy free shipping on your first order of ${formatPrice(FIRST_ORDER_FREE_SHIPPING_FROM)} or more.`,
};

/** The newsletter sign-up as a band of a page. */
export function NewsletterSection() {
  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <div className={styles.inner}>
        <h2 id="newsletter-title">{NEWSLETTER_PITCH.title}</h2>
        <p>{NEWSLETTER_PITCH.text}</p>
        <NewsletterForm />
      </div>
    </section>
  );
}
