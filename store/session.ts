import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in customer as the browser may know them: never a password or a token. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  contact: string | null;
}

export interface SessionState {
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
