import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppInfo } from '@/lib/types/content';

/** Company, store settings, categories and sizes: loaded once at start (spec: GET /index/app). */
type AppState = { info: AppInfo | null };

const initialState: AppState = { info: null };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    loaded: (_state, { payload }: PayloadAction<AppInfo>) => ({ info: payload }),
  },
  selectors: {
    selectAppInfo: (state) => state.info,
  },
});

export const appActions = appSlice.actions;
export const { selectAppInfo } = appSlice.selectors;
