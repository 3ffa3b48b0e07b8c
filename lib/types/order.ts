import type { AttributePick, BundlePiece } from './cart';
import type { z } from 'zod';
import type { CheckoutForm, createOrderSchema } from '../validation/checkout';

/** POST /api/public/create-order: the checkout form's fields, the cart, a promo code and a one-time key. */
export type CreateOrderRequest = z.input<ReturnType<typeof createOrderSchema>>;

/** A line of an order as the shopper reads it (My Order, the confirmation): `item` is the count. */
/** The delivery details a checkout fills in for a returning customer: those of her last order, or saved on this device. */
export type DeliveryDetails = Required<
  Pick<CheckoutForm, 'country' | 'full_name' | 'address' | 'city' | 'post_code' | 'receiver_phone'>
>;

export interface OrderItemView {
  image: string;
  title_en: string;
  slug: string;
  price: number;
  spacial_price: null;
  item: number;
  /** beside the spec: a bundle's line carries its pieces, each with its size and colour */
  meta: { attribute_pick: AttributePick; pieces?: BundlePiece[] };
}

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
  /** beside the spec: the lines as stored, at the prices charged */
  order_items: OrderItemView[];
  /** beside the spec: what is to be paid ahead through a gateway, and where the shopper pays it */
  payment?: PaymentAhead;
}

/** What checkout's Payment step offers a shopper: the gateways that pay the whole order now, and an advance's reason. */
export interface PaymentChoices {
  pay_now: PaymentAhead['gateway'][];
  /** why her delivery charge is asked ahead by bKash (the owner's rule), or null */
  advance: string | null;
}

/** One of her orders' payment ahead: what was asked, what came in, and the last attempt's state. */
export interface OrderPayment {
  order_no: string;
  cancelled: boolean;
  method: string;
  total: number;
  pay_ahead: number;
  prepaid: number;
  attempt: { gateway: string; purpose: string; status: string; problem: string | null } | null;
}

/** A payment ahead the checkout sends the shopper to make: the whole order, or its delivery charge. */
export interface PaymentAhead {
  gateway: 'bkash' | 'sslcommerz';
  purpose: 'order' | 'advance';
  /** BDT */
  amount: number;
  redirect: string;
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
  /** the lines (absent from a summary saved before the confirmation listed them) */
  items?: OrderItemView[];
  /** set while the order waits for its payment ahead: the cart is kept until it comes */
  payment?: Omit<PaymentAhead, 'redirect'>;
}

/**
 * An order as My Order reads it (spec section 3): `total` is the items' total, as the spec's clients add the
 * rest; `grand_total` is what the server stored as the amount to pay (items + delivery − discount).
 */
export interface OrderView {
  id: number;
  order_id: string;
  created_at: string;
  status: number | null;
  currency: string;
  charge: number;
  discount: number;
  promo_code: string | null;
  total: number;
  grand_total: number;
  method: string;
  delivery_date: string;
  order_items: OrderItemView[];
  order_address: { name: string; address: string; district: { label: string }; zip: string | null; d_contact: string } | null;
  /** beside the spec: the parcel's courier and where to follow it, once the shop booked it */
  parcel: { courier: string; tracking_url: string | null; tracking_code: string | null } | null;
  /** beside the spec: of an exchange's new order, the number of the order whose pieces it replaces */
  exchange_of: string | null;
  /** beside the spec: of an exchanged order, the number of its exchange's new order */
  exchanged_for: string | null;
  /** beside the spec: what was paid ahead through a gateway (BDT), and which one; the rest is paid in cash */
  prepaid: number;
  paid_by: string | null;
}
