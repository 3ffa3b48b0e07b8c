import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from './api';
import { appSlice } from './app';
import { cartSlice } from './cart';
import { migrateStoreStates, PERSIST_VERSION, storage, STORAGE_KEY } from './persist';
import { promoSlice } from './promo';
import { sessionActions, sessionSlice } from './session';
import { wishlistSlice } from './wishlist';

const rootReducer = combineReducers({
  [cartSlice.reducerPath]: cartSlice.reducer,
  [wishlistSlice.reducerPath]: wishlistSlice.reducer,
  [promoSlice.reducerPath]: promoSlice.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [appSlice.reducerPath]: appSlice.reducer,
  [api.reducerPath]: api.reducer,
});

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

/** Answers cached for one customer (their orders, whether the next one is their first) go when the customer does. */
function forgetAnswersOnAccountChange() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(sessionActions.signedIn, sessionActions.signedOut),
    effect: (action, { dispatch, getOriginalState }) => {
      const before = (getOriginalState() as { session: { user: { id: number } | null } }).session.user?.id;
      const after = sessionActions.signedIn.match(action) ? action.payload.id : undefined;
      if (before !== after) dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

export function makeStore() {
  return configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(forgetAnswersOnAccountChange())
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
