'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore, type Persistor } from 'redux-persist';
import type { AppInfo } from '@/lib/types/content';
import { appActions } from '@/store/app';
import { sessionActions } from '@/store/session';
import { makeStore, type AppStore } from '@/store/store';
import { whenIdle } from '@/lib/when-idle';
import { PromoWatcher } from './cart/PromoWatcher';

/**
 * A saved sign-in whose cookie has expired or was ended elsewhere is forgotten here too. The answer stays in
 * the API cache, where checkout reads whether the next order is the first. (The API client loads for it only
 * when the saved state says the shopper is signed in.)
 */
async function forgetExpiredSession(store: AppStore) {
  const { api, apiDispatch } = await import('@/store/api');
  const check = apiDispatch(store.dispatch)(api.endpoints.session.initiate());
  const { data } = await check; // offline: no data, keep what we know
  check.unsubscribe();
  if (data && !data.auth) store.dispatch(sessionActions.signedOut());
}

/**
 * The shopper's store. The server and the first browser render both start from the empty state, so
 * they match; the saved state (localStorage 'storeStates') is read back once hydration has finished and
 * the browser is idle (on a phone, reading it within hydration made every screen that shows it render
 * again in the same long task), and screens whose content depends on it wait for that (useRehydrated)
 * instead of showing the wrong thing first.
 */
export function StoreProvider({ appInfo, children }: { appInfo: AppInfo; children: ReactNode }) {
  const [store] = useState(makeStore);
  useEffect(() => {
    let persistor: Persistor | undefined;
    const cancel = whenIdle(() => {
      persistor = persistStore(store, null, () => {
        store.dispatch(appActions.loaded(appInfo));
        if (store.getState().session.auth) void forgetExpiredSession(store);
      });
    }, 2000);
    return () => {
      cancel();
      persistor?.pause();
    };
  }, [store, appInfo]);
  return (
    <Provider store={store}>
      <PromoWatcher />
      {children}
    </Provider>
  );
}
