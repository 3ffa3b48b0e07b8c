/** Money paid ahead, as the desk shows it: amounts in BDT (the gateways' paisa divided by 100). */

/** A refund of a paid attempt. */
export interface DeskRefund {
  id: number;
  amount: number;
  reason: string;
  /** our id of it, sent to the gateway */
  reference: string;
  /** the gateway's id of it, once it took it */
  provider_ref: string | null;
  /** 'processing', 'refunded' or 'failed' */
  status: string;
  /** why the gateway did not take it, or did not answer */
  problem: string | null;
  staff: string | null;
  created_at: string;
}

/** One attempt at paying (part of) an order through a gateway. */
export interface DeskPayment {
  id: number;
  order_no: string;
  /** 'bkash' or 'sslcommerz' */
  gateway: string;
  /** 'order' (the whole order) or 'advance' (its delivery charge) */
  purpose: string;
  amount: number;
  status: string;
  /** the gateway's id of the money's move (bKash's trxID, SSLCommerz's val_id) */
  transaction: string | null;
  problem: string | null;
  created_at: string;
  settled_at: string | null;
  /** what is left to refund of a paid attempt: its amount less its refunds that did not fail */
  left: number;
  refunds: DeskRefund[];
}

/** One Dhaka day of the payments page: the money paid in and the money refunded that day. */
export interface PaymentDay {
  day: string;
  paid: number;
  refunded: number;
}
