import type { CheckoutForm } from '../validation/checkout';
import type { CartItemInput } from '../validation/cart-items';

/** POST /api/public/create-order: the checkout form's fields, the cart, a promo code and a one-time key. */
export type CreateOrderRequest = CheckoutForm & {
  cart_item: CartItemInput[];
  promo_code?: string | null;
  order_key: string;
};

export interface PlacedOrderResponse {
  status: 'success';
  msg: string;
  orderid: string;
  delivery_date: string;
  subtotal: number;
  charge: number;
  discount: number;
  total: number;
  coupon_code: string | null;
  /** number of lines */
  item: number;
}

/** The saved order summary (localStorage 'orderInfo') the confirmation page shows. */
export interface OrderInfo {
  item: number;
  currency: string;
  subtotal: number;
  charge: number;
  coupon_code: string | null;
  coupon_discount: number;
  total: number;
  order_no: string;
  method: string;
  delivery: string;
}
