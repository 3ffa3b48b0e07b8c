'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { OrderItemProduct } from '@/components/account/OrderItemProduct';
import { ShopLink } from '@/components/ui/ShopLink';
import { formatPrice } from '@/lib/format';
import { LOCAL_KEYS, removeLocal } from '@/lib/browser/local-keys';
import { useLocal } from '@/components/ui/useLocal';
import type { OrderInfo } from '@/lib/types/order';
import { Pending } from '@/components/ui/Pending';
import { PaidAhead } from './PaidAhead';
import styles from './Confirmation.module.scss';

/** The order just placed, from the saved summary (localStorage 'orderInfo'), or 'No Order Exists'. */
export function Confirmation() {
  const router = useRouter();
  const orderid = useSearchParams().get('orderid');
  const saved = useLocal<OrderInfo>(LOCAL_KEYS.orderInfo);
  const info = saved && orderid && saved.order_no !== orderid ? null : saved;

  if (info === undefined) return <Pending label="Loading your order" />;
  if (!info) {
    return (
      <div className={styles.none}>
        <h2>No Order Exists</h2>
        <ShopLink href="/shop" className={styles.button}>
          Back to shop
        </ShopLink>
      </div>
    );
  }
  const continueShopping = () => {
    removeLocal(LOCAL_KEYS.orderInfo);
    router.push('/shop');
  };
  return (
    <section className={styles.card} aria-labelledby="order-placed">
      <h2 id="order-placed">Your order has been placed!</h2>
      <h3>Order Summary</h3>
      {info.items && (
        <ul className={styles.items} aria-label="Items">
          {info.items.map((item, index) => (
            <li key={index}>
              <OrderItemProduct item={item} />
              <p className={styles.linePrice}>
                {formatPrice(item.price)} x {item.item}
              </p>
            </li>
          ))}
        </ul>
      )}
      <dl>
        <div>
          <dt>Subtotal ({info.item === 1 ? '1 item' : `${info.item} items`})</dt>
          <dd>{formatPrice(info.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>+{formatPrice(info.charge)}</dd>
        </div>
        {info.coupon_code && (
          <div>
            <dt>Coupon ({info.coupon_code})</dt>
            <dd>−{formatPrice(info.coupon_discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>
            Total <small>Duties and taxes included</small>
          </dt>
          <dd>{formatPrice(info.total)}</dd>
        </div>
        <div>
          <dt>Order No.</dt>
          <dd>{info.order_no}</dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>{info.method}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{info.delivery}</dd>
        </div>
        {info.payment && <PaidAhead info={{ ...info, payment: info.payment }} />}
      </dl>
      <button type="button" className={styles.button} onClick={continueShopping}>
        Continue Shopping
      </button>
    </section>
  );
}
