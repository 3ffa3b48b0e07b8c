'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore, type Persistor } from 'redux-persist';
import type { ShopInfo } from '@/lib/types/content';
import { appActions } from '@/store/app';
import { sessionActions } from '@/store/session';
import { makeStore, type AppStore } from '@/store/store';
import { whenIdle } from '@/lib/browser/when-idle';
import { onFirstEvent } from '@/lib/browser/on-first-event';
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
 * What says the shopper is acting: the saved state is read back before her action reaches the page (onFirstEvent
 * listens first; the read resolves before the next listener runs), so that an item added at once is neither
 * replaced by the saved cart nor left unsaved.
 */
const INTENT = ['pointerdown', 'keydown', 'click'] as const;

/**
 * The shopper's store. The server and the first browser render both start from the empty state, so they match;
 * the saved state (localStorage 'storeStates') is read back after hydration, once the browser is idle or the
 * shopper acts, whichever comes first (on a phone, reading it within hydration made every screen that shows it
 * render again in the same long task). Screens whose content depends on it wait for that (useRehydrated) instead
 * of showing the wrong thing first.
 */
export function StoreProvider({ appInfo, children }: { appInfo: ShopInfo; children: ReactNode }) {
  const [store] = useState(makeStore);
  useEffect(() => {
    let persistor: Persistor | undefined;
    const readBack = () => {
      stop();
      persistor = persistStore(store, null, () => {
        store.dispatch(appActions.loaded(appInfo));
        if (store.getState().session.auth) void forgetExpiredSession(store);
      });
    };
    const cancelIdle = whenIdle(readBack, 2000);
    const stopListening = onFirstEvent(INTENT, readBack);
    const stop = () => {
      cancelIdle();
      stopListening();
    };
    // What changed in the last moments is written at once when the page goes (redux-persist writes a key per tick).
    const saveNow = () => void persistor?.flush();
    window.addEventListener('pagehide', saveNow);
    return () => {
      stop();
      window.removeEventListener('pagehide', saveNow);
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
