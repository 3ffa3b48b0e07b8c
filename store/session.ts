import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@/lib/types/user';

interface SessionState {
  auth: boolean;
  user: SessionUser | null;
}

const initialState: SessionState = { auth: false, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (_state, { payload }: PayloadAction<SessionUser>) => ({ auth: true, user: payload }),
    signedOut: () => initialState,
  },
  selectors: {
    selectSession: (state) => state,
  },
});

export const sessionActions = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
