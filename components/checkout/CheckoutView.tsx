'use client';

import { lazy, Suspense } from 'react';
import { EmptyCart } from '@/components/cart/EmptyCart';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { Pending } from '@/components/ui/Pending';
import styles from './Checkout.module.scss';

// Shown only once the saved state is known: their code (forms, validation, the API client) loads then.
const AuthPanel = lazy(() => import('@/components/auth/AuthPanel').then((m) => ({ default: m.AuthPanel })));
const CheckoutForm = lazy(() => import('./CheckoutForm').then((m) => ({ default: m.CheckoutForm })));

/** /checkout: the sign-in panel for visitors, the empty-cart note, or the form with its summary. */
export function CheckoutView() {
  const rehydrated = useRehydrated();
  const { auth, user } = useAppSelector(selectSession);
  const lines = useAppSelector(selectCartLines);
  const pending = <Pending label="Loading checkout" />;
  if (!rehydrated) return pending;
  if (!auth || !user) {
    return (
      <section className={styles.signin} aria-labelledby="checkout-signin">
        <h2 id="checkout-signin">Sign in to check out</h2>
        <Suspense fallback={pending}>
          <AuthPanel overlay />
        </Suspense>
      </section>
    );
  }
  if (!lines.length) return <EmptyCart />;
  return (
    <Suspense fallback={pending}>
      <CheckoutForm user={user} lines={lines} />
    </Suspense>
  );
}
