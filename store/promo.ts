import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Voucher } from '@/lib/types/cart';

/** The applied promo code: empty code and value 0 until the server accepts one. */
type PromoState = Voucher;

const initialState: PromoState = { code: '', value: 0, cartAmountTotal: 0 };

export const promoSlice = createSlice({
  name: 'promo',
  initialState,
  reducers: {
    applied: (_state, { payload }: PayloadAction<Voucher>) => payload,
    cleared: () => initialState,
  },
  selectors: {
    selectVoucher: (state): Voucher | null => (state.code ? state : null),
  },
});

export const promoActions = promoSlice.actions;
export const { selectVoucher } = promoSlice.selectors;
