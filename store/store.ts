import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from './api';
import { appSlice } from './app';
import { cartSlice } from './cart';
import { migrateStoreStates, PERSIST_VERSION, storage, STORAGE_KEY } from './persist';
import { promoSlice } from './promo';
import { sessionSlice } from './session';
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

export function makeStore() {
  return configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        api.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
