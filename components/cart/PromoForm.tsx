'use client';

import { useState, type FormEvent } from 'react';
import { cartSummary, toCartItems } from '@/lib/cart';
import { COUPON_CODE_REQUIRED, SIGNIN_REQUIRED } from '@/lib/cart/messages';
import { notify } from '@/components/ui/notify';
import { apiMessage } from '@/lib/api-message';
import { selectCartLines } from '@/store/cart';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { promoActions, selectVoucher } from '@/store/promo';
import { selectSession } from '@/store/session';
import { useApiCall } from '@/store/useApiCall';
import styles from './PromoForm.module.scss';

/** Applies a promo code once the server accepts it for this customer and this cart. */
export function PromoForm() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const voucher = useAppSelector(selectVoucher);
  const [code, setCode] = useState('');
  const [callApi, isLoading] = useApiCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The validation library loads on the first submit, not with the cart.
    const { promoCodeSchema } = await import('@/lib/validation/promo');
    const parsed = promoCodeSchema.safeParse(code);
    if (!parsed.success) return notify.error(parsed.error.issues[0]?.message ?? COUPON_CODE_REQUIRED);
    if (!selectSession(store.getState()).auth) return notify.error(SIGNIN_REQUIRED);
    const lines = selectCartLines(store.getState());
    const result = await callApi((api) => api.endpoints.requestCoupon.initiate({ code: parsed.data, cart: toCartItems(lines) }));
    if (result.data?.status === 'success' && result.data.coupon) {
      const { code: applied, value } = result.data.coupon;
      dispatch(promoActions.applied({ code: applied, value, cartAmountTotal: cartSummary(lines).total }));
      setCode('');
      notify.success(result.data.msg);
    } else notify.error(apiMessage(result));
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor="promo-code">Promo code</label>
      <div className={styles.row}>
        <input
          id="promo-code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={voucher ? `${voucher.code} applied` : 'Enter your code'}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <button type="submit" disabled={isLoading}>
          {isLoading ? 'Applying' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
