'use client';

import Link from 'next/link';
import { AuthPanel } from '@/components/auth/AuthPanel';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { CheckoutForm } from './CheckoutForm';
import styles from './Checkout.module.scss';

/** /checkout: the sign-in panel for visitors, the empty-cart note, or the form with its summary. */
export function CheckoutView() {
  const rehydrated = useRehydrated();
  const { auth, user } = useAppSelector(selectSession);
  const lines = useAppSelector(selectCartLines);
  if (!rehydrated) return <div className={styles.loading} aria-busy="true" aria-label="Loading checkout" />;
  if (!auth || !user) {
    return (
      <section className={styles.signin} aria-labelledby="checkout-signin">
        <h2 id="checkout-signin">Sign in to check out</h2>
        <AuthPanel overlay />
      </section>
    );
  }
  if (!lines.length) {
    return (
      <div className={styles.empty}>
        <h2>No item in your cart</h2>
        <p>Back to shop page then add to the cart any item.</p>
        <Link href="/shop" className={styles.button}>
          Back to shop
        </Link>
      </div>
    );
  }
  return <CheckoutForm user={user} lines={lines} />;
}
