'use client';

import { notify } from '@/components/ui/notify';
import { useAppDispatch } from '@/store/hooks';
import { useApiCall } from '@/store/useApiCall';
import { sessionActions } from '@/store/session';

/** Ends the session on the server (the cookie), forgets the user here, and says so with `message`. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [callApi] = useApiCall();
  return async (message: string) => {
    await callApi((api) => api.endpoints.signout.initiate());
    dispatch(sessionActions.signedOut());
    notify.success(message);
  };
}
