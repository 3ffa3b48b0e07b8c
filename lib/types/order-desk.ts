import type { OrderStatus } from '../order-status';
import type { OrderSource } from '../order-source';
import type { AttributePick, BundlePiece, Purchasable } from './cart';
import type { AttributeValue } from './catalog';
import type { StockMap } from '../stock';
import type { HistoryEntry } from './history';
import type { DeliveryDetails } from './order';

/** One row of the order desk. */
export interface DeskOrderRow {
  order_no: string;
  created_at: string;
  customer: string;
  contact: string;
  district: string;
  /** pieces ordered */
  items: number;
  total: number;
  /** what its payments ahead brought, less what went back */
  prepaid: number;
  /** how it is paid: 'COD', or the gateway it was paid in whole through */
  method: string;
  status: OrderStatus;
  /** placed from a number the shopper proved with an SMS code */
  phone_verified: boolean;
  /** its customer's or receiver's phone is blocked (lib/server/customers/blocked.ts) */
  blocked: boolean;
  /** where it came from: the website, or what staff chose when they took it */
  source: OrderSource;
}

/** One line of an order on the desk, with what came back of it. */
export interface DeskOrderItem {
  id: number;
  /** null when the product was deleted since */
  product_id: number | null;
  image: string;
  title_en: string;
  slug: string;
  /** the SKU its size and colour has now (lib/sku.ts); null when the product or the pair was deleted since */
  sku: string | null;
  pick: AttributePick;
  /** beside the spec: a bundle's pieces, each with its size and colour (null for a product's line) */
  pieces: BundlePiece[] | null;
  quantity: number;
  price: number;
  /** of a Partial Delivered order: the pieces the customer kept; null until staff say */
  kept: number | null;
  /** the pieces sent back for an exchange */
  exchanged: number;
  /** the pieces back in stock since the order went out */
  restocked: number;
}

/** One order as the back office shows it: everything stored, the customer's record and what staff did. */
export interface DeskOrder {
  id: number;
  order_no: string;
  created_at: string;
  status: OrderStatus;
  /** placed from a number the shopper proved with an SMS code (or taken by staff who spoke to her on it) */
  phone_verified: boolean;
  /** its customer's or receiver's phone is blocked: call first */
  blocked: boolean;
  source: OrderSource;
  method: string;
  delivery_date: string;
  subtotal: number;
  charge: number;
  discount: number;
  /** the part of `discount` staff gave when they edited the order */
  staff_discount: number;
  promo_code: string | null;
  total: number;
  /** the cash recorded as collected at the door: null until delivered, or when nobody said how much */
  collected: number | null;
  /** what is to be paid through a gateway before the order goes ahead */
  pay_ahead: number;
  /** what its payments brought, less what went back: the rider collects the total less this */
  prepaid: number;
  items: DeskOrderItem[];
  address: {
    name: string;
    contact: string;
    receiver_phone: string | null;
    email: string | null;
    address: string;
    city: string;
    district: string;
    zip: string | null;
    country: string;
  } | null;
  /** the customer's account, and their other orders: how many, and how many of those were cancelled */
  customer: {
    id: number;
    name: string;
    email: string | null;
    contact: string | null;
    earlier_orders: number;
    earlier_cancelled: number;
  };
  history: HistoryEntry[];
  /** the parcel at a courier, once booked from the desk */
  shipment: DeskShipment | null;
  /** when a Returned or Partial Delivered order's parcel was back and its pieces put back in stock */
  restocked_at: string | null;
  /** of an exchange's new order: the number of the order it replaces pieces of */
  exchange_of: string | null;
  /** of an exchanged order: the number of its exchange's new order */
  exchanged_for: string | null;
  /** until when the owner may reopen a cancelled order; null when it cannot be */
  reopen_until: string | null;
  /** the pieces the order holds, for what a confirmation says will happen */
  pieces: number;
  /** what the parcel weighs, at its products' weights (lib/cart/shipping.ts), for the courier */
  weight_kg: number;
}

/** An order's parcel at a courier, as the desk shows it. */
export interface DeskShipment {
  courier: string;
  /** 'booking' (under way), 'lost' (its create went unanswered: the next try looks it up first) or 'booked' */
  state: string;
  consignment_id: string | null;
  tracking_code: string | null;
  tracking_url: string | null;
  /** the courier's own word, as last read back */
  courier_status: string | null;
  cod_amount: number;
  collected: number | null;
  delivery_fee: number | null;
  return_fee: number | null;
  checked_at: string | null;
}

/** How many orders are in each status: `pending`, or the code. */
export type StatusCounts = Record<string, number>;

/** The back office's first page: orders coming in, money collected and expected, the queue, the newest. */
export interface DeskDashboard {
  orders: { today: number; last_7_days: number; last_30_days: number };
  /** null for an account without Revenue figures */
  revenue: { delivered: number; expected: number } | null;
  counts: StatusCounts;
  /** null for an account without Orders */
  newest: DeskOrderRow[] | null;
}

/** A customer found by her phone, for an order staff take: who she is, her record, where her last parcel went. */
export interface PhoneCustomer {
  id: number;
  name: string;
  email: string | null;
  /** her contact number, 11 digits */
  contact: string | null;
  /** her orders, and how many of them were cancelled */
  orders: number;
  cancelled: number;
  /** no order of hers still stands: the shop's first-order perks apply */
  first_order: boolean;
  last_delivery: DeliveryDetails | null;
}

/** A product staff may add to an order: as the shop sells it now, with its sizes, colours and pieces left. */
export type ProductChoice = Required<
  Pick<
    Purchasable,
    'id' | 'slug' | 'title_en' | 'image' | 'price' | 'mrp' | 'spacial_price' | 'min' | 'max' | 'attribute' | 'stock'
  >
>;
/** A line of a delivered order the desk may exchange: the pieces the customer has, and what its product offers now. */
export interface ExchangeChoice {
  item: number;
  /** the line by name, with its size and colour */
  name: string;
  /** the pieces that may be exchanged */
  pieces: number;
  sizes: AttributeValue[];
  colors: AttributeValue[];
  /** pieces left per size and colour (lib/stock) */
  stock: StockMap;
}

/** What a bulk status move did to one order (POST /api/admin/orders/bulk-status): moved, or refused and why. */
export interface BulkMoveOutcome {
  order_no: string;
  result: 'moved' | 'refused';
  msg: string;
}

/** The orders the desk's filters hold, newest first, up to the bulk limit, and how many match in all. */
export interface DeskSelection {
  orders: string[];
  total: number;
}
