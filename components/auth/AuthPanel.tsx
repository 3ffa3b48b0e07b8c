'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SigninForm } from './SigninForm';
import { SignupForm } from './SignupForm';
import { ACCOUNT_PATHS } from '@/lib/account-pages';
import { Pending } from '@/components/ui/Pending';
import form from '@/components/ui/Form.module.scss';
import styles from './AuthPanel.module.scss';

// Its code (the code's steps, the countdown) loads when she opens it, not with the page.
const PhoneSigninForm = lazy(() => import('./PhoneSigninForm').then((m) => ({ default: m.PhoneSigninForm })));

export type AuthTab = 'signin' | 'signup' | 'forgot';
const TABS: { id: AuthTab; label: string }[] = [
  { id: 'signin', label: 'Sign In' },
  { id: 'signup', label: 'Sign Up' },
  { id: 'forgot', label: 'Forgot password' },
];

/**
 * Continue with phone, then sign in, sign up and forgot password, as tabs. On its own page a signed-in customer is sent on to
 * their account (but for Forgot password, which Manage Account links to); inside another screen (`overlay`, e.g.
 * checkout) the screen itself moves on.
 */
export function AuthPanel({ overlay = false, initialTab = 'signin' }: { overlay?: boolean; initialTab?: AuthTab }) {
  const router = useRouter();
  const rehydrated = useRehydrated();
  const { auth } = useAppSelector(selectSession);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [byPhone, setByPhone] = useState(false);

  useEffect(() => {
    if (rehydrated && auth && !overlay && tab !== 'forgot') router.replace(ACCOUNT_PATHS.account);
  }, [rehydrated, auth, overlay, tab, router]);

  if (byPhone)
    return (
      <div className={styles.panel}>
        <div className={styles.body}>
          <h2 className={styles.heading}>Continue with phone</h2>
          <Suspense fallback={<Pending label="Loading" />}>
            <PhoneSigninForm />
          </Suspense>
          <button type="button" className={form.link} onClick={() => setByPhone(false)}>
            Use e-mail instead
          </button>
        </div>
      </div>
    );

  return (
    <div className={styles.panel}>
      <div className={styles.phone}>
        <button type="button" className={form.secondary} onClick={() => setByPhone(true)}>
          Continue with phone
        </button>
        <p className={styles.or}>or with e-mail</p>
      </div>
      <div role="tablist" aria-label="Your account" className={styles.tabs}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            id={`auth-tab-${id}`}
            role="tab"
            type="button"
            aria-selected={tab === id}
            aria-controls={`auth-panel-${id}`}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className={styles.body}>
        {tab === 'signin' && <SigninForm />}
        {tab === 'signup' && <SignupForm />}
        {tab === 'forgot' && <ForgotPasswordForm />}
      </div>
    </div>
  );
}
