import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { api } from './api';
import { appSlice } from './app';
import { cartSlice } from './cart';
import { migrateStoreStates, PERSIST_VERSION, storage, STORAGE_KEY } from './persist';
import { promoSlice } from './promo';
import { sessionSlice } from './session';
import { wishlistSlice } from './wishlist';

/**
 * The shopper's slices, and room for the API client's cache: RTK Query is loaded, and its state and
 * middleware added to the store, only when a screen first calls the API (store/api.ts), so that no page
 * carries it in its first load.
 */
export const rootReducer = combineSlices(cartSlice, wishlistSlice, promoSlice, sessionSlice, appSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();

/** Where the API client adds its middleware once loaded. */
export const dynamicMiddleware = createDynamicMiddleware();

/** Reactions to actions that modules loaded later (the API client) register themselves. */
export const listenerMiddleware = createListenerMiddleware();

const persistedReducer = persistReducer(
  {
    key: STORAGE_KEY,
    keyPrefix: '',
    storage,
    version: PERSIST_VERSION,
    migrate: migrateStoreStates,
    whitelist: ['cart', 'wishlist', 'promo', 'session', 'app'],
  },
  rootReducer,
);

export function makeStore() {
  return configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
