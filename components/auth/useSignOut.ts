'use client';

import { notify } from '@/components/ui/notify';
import { useSignoutMutation } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';

/** Ends the session on the server (the cookie), forgets the user here, and says so with `message`. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [signout] = useSignoutMutation();
  return async (message: string) => {
    await signout();
    dispatch(sessionActions.signedOut());
    notify.success(message);
  };
}
