import type { OrderStatus } from '../order-status';
import type { StockMap } from '../stock';
import type { AttributePick } from './cart';
import type { AttributeValue } from './catalog';

/** A product staff may put in an order: today's price, its sizes and colours, and the pieces left of each pair. */
export interface PickableProduct {
  id: number;
  title_en: string;
  slug: string;
  image: string;
  /** today's effective price */
  price: number;
  sizes: AttributeValue[];
  colors: AttributeValue[];
  /** pieces left per `{size id}-{colour id}` (lib/stock) */
  stock: StockMap;
}

/** One line of an order in the editor, and as the server priced it. */
export interface EditedLine {
  /** the product's id */
  id: number;
  title_en: string;
  slug: string;
  image: string;
  pick: AttributePick;
  count: number;
  /** the unit price */
  price: number;
  /** whether it keeps the price it was sold at: the order already held this product in this size and colour */
  kept: boolean;
}

/** What an edit makes of an order, before it is saved (a preview) or once it is. */
export interface OrderEditOutcome {
  lines: EditedLine[];
  subtotal: number;
  charge: number;
  /** what the shop's rule charges for this delivery, whether or not staff typed their own charge */
  rule_charge: number;
  promo_code: string | null;
  promo_discount: number;
  staff_discount: number;
  /** the promo code's and staff's discounts together */
  discount: number;
  total: number;
  /** the total before the edit */
  was_total: number;
  /** the version the next edit starts from */
  version: number;
}

/** An order as its editor opens: what can change, the version it was read at, and its products' choices. */
export interface OrderDraft {
  order_no: string;
  status: OrderStatus;
  version: number;
  lines: EditedLine[];
  name: string;
  contact: string;
  receiver_phone: string;
  address: string;
  district: string;
  /** a charge other than the shop's rule gives for the order as it is (typed by staff, or an older rule's); else null */
  charge: number | null;
  promo_code: string;
  staff_discount: number;
  total: number;
  /** whether the customer has an e-mail address besides her phone (what "Tell the customer" sends) */
  email: boolean;
  /** the products of its lines still on sale, with their sizes, colours and stock */
  products: PickableProduct[];
}
