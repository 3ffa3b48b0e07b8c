import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addBundleLine,
  addToCart,
  cartSummary,
  decrementLine,
  incrementLine,
  removeLine,
  updatePick,
  type PickChange,
} from '@/lib/cart';
import type { AttributePick, CartLine, Purchasable } from '@/lib/types/cart';

interface CartState {
  lines: CartLine[];
}

const initialState: CartState = { lines: [] };

/** The cart: every change goes through the rules in lib/cart, the same ones the server applies. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    added(state, { payload }: PayloadAction<{ product: Purchasable; count?: number; pick?: AttributePick }>) {
      state.lines = addToCart(state.lines, payload.product, payload).lines;
    },
    bundleAdded(state, { payload: line }: PayloadAction<CartLine>) {
      state.lines = addBundleLine(state.lines, line);
    },
    incremented(state, { payload: key }: PayloadAction<string>) {
      state.lines = incrementLine(state.lines, key).lines;
    },
    decremented(state, { payload: key }: PayloadAction<string>) {
      state.lines = decrementLine(state.lines, key).lines;
    },
    pickUpdated(state, { payload }: PayloadAction<{ key: string; change: PickChange }>) {
      state.lines = updatePick(state.lines, payload.key, payload.change).lines;
    },
    removed(state, { payload: key }: PayloadAction<string>) {
      state.lines = removeLine(state.lines, key).lines;
    },
    cleared(state) {
      state.lines = [];
    },
  },
  selectors: {
    selectCartLines: (state) => state.lines,
  },
});

export const cartActions = cartSlice.actions;
export const { selectCartLines } = cartSlice.selectors;
export const selectCartSummary = createSelector([selectCartLines], cartSummary);
