'use client';

import { useEffect } from 'react';
import { PROMO_REMOVED } from '@/lib/cart/messages';
import { voucherStillValid } from '@/lib/cart';
import { useAppDispatch, useAppSelector, useRehydrated } from '@/store/hooks';
import { selectCartSummary } from '@/store/cart';
import { promoActions, selectVoucher } from '@/store/promo';
import { notify, TOAST_MS } from '@/components/ui/notify';

/** Clears an applied promo code once the cart total differs from the total it was applied to. */
export function PromoWatcher() {
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const voucher = useAppSelector(selectVoucher);
  const { total } = useAppSelector(selectCartSummary);
  useEffect(() => {
    if (rehydrated && voucher && !voucherStillValid(voucher, total)) {
      dispatch(promoActions.cleared());
      notify.warning(PROMO_REMOVED, TOAST_MS.promoRemoved);
    }
  }, [rehydrated, voucher, total, dispatch]);
  return null;
}
