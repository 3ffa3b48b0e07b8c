'use client';

import { AuthPanel } from '@/components/auth/AuthPanel';
import { EmptyCart } from '@/components/cart/EmptyCart';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { Pending } from '@/components/ui/Pending';
import { CheckoutForm } from './CheckoutForm';
import styles from './Checkout.module.scss';

/** /checkout: the sign-in panel for visitors, the empty-cart note, or the form with its summary. */
export function CheckoutView() {
  const rehydrated = useRehydrated();
  const { auth, user } = useAppSelector(selectSession);
  const lines = useAppSelector(selectCartLines);
  if (!rehydrated) return <Pending label="Loading checkout" />;
  if (!auth || !user) {
    return (
      <section className={styles.signin} aria-labelledby="checkout-signin">
        <h2 id="checkout-signin">Sign in to check out</h2>
        <AuthPanel overlay />
      </section>
    );
  }
  if (!lines.length) return <EmptyCart />;
  return <CheckoutForm user={user} lines={lines} />;
}
