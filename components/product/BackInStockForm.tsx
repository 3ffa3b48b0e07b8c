'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { apiMessage } from '@/lib/api-message';
import type { AttributePick } from '@/lib/types/cart';
import { selectSession } from '@/store/session';
import { useAppSelector } from '@/store/hooks';
import { useApiCall } from '@/store/useApiCall';
import form from '@/components/ui/Form.module.scss';
import styles from './PurchasePanel.module.scss';

/** A sold-out size and colour: the shopper leaves an e-mail address to hear when it is back. */
export function BackInStockForm({ productId, pick }: { productId: number; pick: AttributePick }) {
  const [callApi, isLoading] = useApiCall();
  const { user } = useAppSelector(selectSession);
  const [email, setEmail] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { backInStockSchema } = await import('@/lib/validation/back-in-stock');
    const parsed = backInStockSchema.safeParse({
      product_id: productId,
      size_id: pick.size?.id ?? 0,
      color_id: pick.color?.id ?? 0,
      email: email ?? user?.email ?? '',
    });
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await callApi((api) => api.endpoints.backInStock.initiate(parsed.data));
    if (!result.data) return notify.error(apiMessage(result));
    notify.success(result.data.msg);
  }

  return (
    <form method="post" className={styles.backInStock} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label htmlFor="back-in-stock-email">Email</label>
        <input
          id="back-in-stock-email"
          type="email"
          autoComplete="email"
          value={email ?? user?.email ?? ''}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className={styles.notify} disabled={isLoading}>
        Tell me when it is back
      </button>
    </form>
  );
}
