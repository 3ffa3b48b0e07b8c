import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopInfo } from '@/lib/types/content';

/** Company, store settings, categories and sizes: loaded once at start (spec: GET /index/app; the page carries them). */
type AppState = { info: ShopInfo | null };

const initialState: AppState = { info: null };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    loaded: (_state, { payload }: PayloadAction<ShopInfo>) => ({ info: payload }),
  },
  selectors: {
    selectAppInfo: (state) => state.info,
  },
});

export const appActions = appSlice.actions;
export const { selectAppInfo } = appSlice.selectors;
