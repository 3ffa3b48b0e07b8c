'use client';

import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadMore } from '@/components/ui/LoadMore';
import { notify } from '@/components/ui/notify';
import type { OrderView } from '@/lib/types/order';
import { useCancelOrderMutation, useOrderListQuery } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import { OrderRows } from './OrderRows';
import styles from './MyOrders.module.scss';

/**
 * The shop moves orders along (back office): My Order asks again when the shopper comes back to the page and
 * every minute while they look at it, so a new status shows without a reload.
 */
const LIVE = { refetchOnFocus: true, pollingInterval: 60_000, skipPollingIfUnfocused: true } as const;

/** My Order: the customer's orders a page at a time ('Load more'), and cancelling a pending one. */
export function MyOrders() {
  const dispatch = useAppDispatch();
  const [pages, setPages] = useState(1);
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const [cancelOrder] = useCancelOrderMutation();
  const first = useOrderListQuery(1);
  const last = useOrderListQuery(pages);
  const expired = (first.error as { status?: unknown } | undefined)?.status === 401;

  useEffect(() => {
    if (expired) dispatch(sessionActions.signedOut());
  }, [expired, dispatch]);

  // Focus and connection events reach the API's cache while My Order is open.
  useEffect(() => setupListeners(dispatch), [dispatch]);

  async function confirmCancel() {
    const order = cancelling!;
    setCancelling(null);
    const result = await cancelOrder(order.id);
    if (result.data?.status === 'valid') notify.success(result.data.msg);
  }

  if (!first.data) {
    if (first.isError && !expired) return <p role="alert">Your orders could not be loaded. Please try again.</p>;
    return (
      <p className={styles.loading} aria-busy="true">
        Loading
      </p>
    );
  }
  if (!first.data.orders.total) return <EmptyState title="No order placed." link={{ href: '/shop', label: 'Start shopping' }} />;
  const more = last.data && last.data.orders.current_page < last.data.orders.last_page;
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.hidden}>Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Products</th>
            <th scope="col">Price</th>
            <th scope="col">Order Information</th>
          </tr>
        </thead>
        {Array.from({ length: pages }, (_, index) => (
          <OrderPage key={index} page={index + 1} onCancel={setCancelling} />
        ))}
      </table>
      {more && <LoadMore onClick={() => setPages(pages + 1)} loading={last.isFetching} failed={last.isError} />}
      <ConfirmDialog
        open={cancelling !== null}
        question="Are you sure want to cancel this order?"
        onYes={confirmCancel}
        onNo={() => setCancelling(null)}
      />
    </>
  );
}

function OrderPage({ page, onCancel }: { page: number; onCancel: (order: OrderView) => void }) {
  const { data } = useOrderListQuery(page, LIVE);
  return data?.orders.data.map((order) => <OrderRows key={order.id} order={order} onCancel={onCancel} />);
}
