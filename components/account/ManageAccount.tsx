'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSignOut } from '@/components/auth/useSignOut';
import { ShopLink } from '@/components/ui/ShopLink';
import { notify } from '@/components/ui/notify';
import { FORGOT_PASSWORD_PATH } from '@/lib/account-pages';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { apiMessage } from '@/lib/api-message';
import { phoneField } from '@/lib/browser/phone-field';
import { displayPhone } from '@/lib/phone';
import { Pending } from '@/components/ui/Pending';
import { useApiCall } from '@/store/useApiCall';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSession, sessionActions } from '@/store/session';
import form from '@/components/ui/Form.module.scss';
import styles from './ManageAccount.module.scss';

type Editable = 'name' | 'contact' | 'password';
const FIELDS: { id: Editable; label: string; type: string; autoComplete: string }[] = [
  { id: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { id: 'contact', label: 'Contact', type: 'tel', autoComplete: 'tel' },
  { id: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];
const MASK = '********';

// Adding a phone's steps load when she asks for them.
const PhoneVerify = lazy(() => import('./PhoneVerify').then((m) => ({ default: m.PhoneVerify })));

/** Manage Account: each field read-only until its Edit; Save sends only what was edited. */
export function ManageAccount() {
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const { user } = useAppSelector(selectSession);
  const [edits, setEdits] = useState<Partial<Record<Editable, string>>>({});
  // A new password is taken only with the current one.
  const [currentPassword, setCurrentPassword] = useState('');
  const [callApi, isLoading] = useApiCall();
  const [addingPhone, setAddingPhone] = useState(false);
  // An account made with a phone adds its e-mail here: a link to it confirms it and sets her password.
  const [newEmail, setNewEmail] = useState('');
  if (!user) return null;
  const fields = user.email ? FIELDS : FIELDS.filter(({ id }) => id !== 'password');

  const current = { name: user.name, contact: user.contact ?? '', password: MASK };
  const toggle = (field: Editable) =>
    setEdits(({ [field]: editing, ...rest }) =>
      editing === undefined ? { ...rest, [field]: field === 'password' ? '' : current[field] } : rest,
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!Object.keys(edits).length && !newEmail) return notify.error(AUTH_MESSAGES.nothingEdited);
    // The validation library loads on the first save, not with the page.
    const { customerUpdateSchema } = await import('@/lib/validation/auth');
    const parsed = customerUpdateSchema.safeParse({
      name: edits.name ?? user!.name,
      contact: edits.contact ?? user!.contact,
      email: newEmail || null,
      password: edits.password ?? null,
      current_password: edits.password === undefined ? null : currentPassword,
    });
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await callApi((api) => api.endpoints.updateCustomer.initiate(parsed.data));
    if (!result.data) return notify.error(apiMessage(result));
    dispatch(sessionActions.signedIn(result.data.user));
    setEdits({});
    setCurrentPassword('');
    setNewEmail('');
    notify.success(result.data.msg);
  }

  return (
    <>
      <section className={`${form.form} ${styles.form} ${styles.phone}`} aria-labelledby="account-phone">
        <h2 id="account-phone">Phone</h2>
        {user.phone ? (
          <p>
            {displayPhone(user.phone)} <span className={styles.verified}>Verified</span>
          </p>
        ) : addingPhone ? (
          <Suspense fallback={<Pending label="Loading" />}>
            <PhoneVerify user={user} onDone={() => setAddingPhone(false)} />
          </Suspense>
        ) : (
          <>
            <p className={form.note}>Verify your number to sign in with a code by SMS and have your orders confirmed sooner.</p>
            <button type="button" className={form.secondary} onClick={() => setAddingPhone(true)}>
              Add a phone
            </button>
          </>
        )}
      </section>
      <form method="post" className={`${form.form} ${styles.form}`} onSubmit={submit} noValidate aria-label="Manage Account">
        <div className={form.field}>
          <label htmlFor="account-email">Email</label>
          <input
            id="account-email"
            type="email"
            autoComplete="email"
            readOnly={Boolean(user.email)}
            placeholder="Add your e-mail"
            value={user.email ?? newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
          />
        </div>
        {fields.map(({ id, label, type, autoComplete }) => {
          const editing = edits[id] !== undefined;
          return (
            <div key={id} className={form.field}>
              <label htmlFor={`account-${id}`}>{label}</label>
              <div className={styles.editable}>
                <input
                  id={`account-${id}`}
                  type={type}
                  autoComplete={autoComplete}
                  readOnly={!editing}
                  value={editing ? edits[id] : current[id]}
                  onChange={(e) => setEdits((all) => ({ ...all, [id]: e.target.value }))}
                  {...(editing && id === 'contact' && phoneField((contact) => setEdits((all) => ({ ...all, contact }))))}
                />
                <button type="button" className={styles.toggle} onClick={() => toggle(id)}>
                  {editing ? 'Cancel' : 'Edit'}
                  <span className={styles.hidden}> {label}</span>
                </button>
              </div>
              {id === 'password' && editing && (
                <div className={form.field}>
                  <label htmlFor="account-current-password">Current password</label>
                  <input
                    id="account-current-password"
                    type="password"
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(e) => setCurrentPassword(e.target.value)}
                  />
                </div>
              )}
            </div>
          );
        })}
        <ShopLink href={FORGOT_PASSWORD_PATH} className={styles.forgot}>
          Forgot Password
        </ShopLink>
        <button type="submit" className={form.submit} disabled={isLoading}>
          {isLoading ? 'Saving' : 'Save'}
        </button>
        <div className={styles.signout}>
          <button type="button" onClick={() => signOut(AUTH_MESSAGES.signedOut)}>
            Sign Out
          </button>
          <button type="button" onClick={() => signOut(AUTH_MESSAGES.signedOut)}>
            Sign in to another account
          </button>
        </div>
      </form>
    </>
  );
}
