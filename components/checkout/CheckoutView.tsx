'use client';

import { lazy, Suspense, useState } from 'react';
import { AuthPanel } from '@/components/auth/AuthPanel';
import { EmptyCart } from '@/components/cart/EmptyCart';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { Pending } from '@/components/ui/Pending';
import styles from './Checkout.module.scss';
import unknown from './CheckoutUnknown.module.scss';

const pending = <Pending label="Loading checkout" />;

// The form's code (validation, the order's API) loads once a signed-in shopper has a cart. The sign-in panel,
// a visitor's first paint, comes with the page: its styles are then in the page's own stylesheets (next/dynamic
// would add two render-blocking stylesheet files of its own).
const CheckoutForm = lazy(() => import('./CheckoutForm').then((m) => ({ default: m.CheckoutForm })));

/** The sign-in panel that checkout shows a visitor. */
function VisitorCheckout() {
  return (
    <section className={styles.signin} aria-labelledby="checkout-signin">
      <h2 id="checkout-signin">Sign in to check out</h2>
      <AuthPanel overlay />
    </section>
  );
}

/** /checkout: the sign-in panel for visitors, the empty-cart note, or the form with its summary. */
export function CheckoutView() {
  const rehydrated = useRehydrated();
  const { auth, user } = useAppSelector(selectSession);
  const lines = useAppSelector(selectCartLines);
  // An order just placed empties the cart while its confirmation opens: not the moment for 'No item in your cart'.
  const [placed, setPlaced] = useState(false);
  if (!rehydrated || !auth || !user) {
    // Until the saved state is read: the sign-in panel, or room for the form when the page is marked signed in
    // (components/layout/SavedStateHint.tsx), so a visitor's first paint already holds the panel (the same one
    // that stays once the state is known).
    return (
      <>
        <div className={rehydrated ? undefined : unknown.ifSignedOut}>
          <VisitorCheckout />
        </div>
        {!rehydrated && <div className={unknown.ifSignedIn}>{pending}</div>}
      </>
    );
  }
  if (placed) return <Pending label="Opening your order" />;
  if (!lines.length) return <EmptyCart />;
  return (
    <Suspense fallback={pending}>
      <CheckoutForm user={user} lines={lines} onPlaced={() => setPlaced(true)} />
    </Suspense>
  );
}
