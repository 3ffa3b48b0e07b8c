import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WishlistEntry } from '@/lib/types/cart';

interface WishlistState {
  items: WishlistEntry[];
}

const initialState: WishlistState = { items: [] };

/** The wishlist: add (once), remove by id, clear; `exists` and the list are selectors. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    added(state, { payload }: PayloadAction<WishlistEntry>) {
      if (!state.items.some((item) => item.id === payload.id)) state.items.push(payload);
    },
    removed(state, { payload: id }: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== id);
    },
    cleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectWishlist: (state) => state.items,
    selectInWishlist: (state, id: number) => state.items.some((item) => item.id === id),
  },
});

export const wishlistActions = wishlistSlice.actions;
export const { selectWishlist, selectInWishlist } = wishlistSlice.selectors;
