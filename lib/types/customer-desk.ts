import type { OrderStatus } from '../order-status';
import type { Page } from './catalog';
import type { HistoryEntry } from './history';

/** One row of the desk's customer list. */
export interface CustomerRow {
  id: number;
  name: string;
  email: string | null;
  /** her phone: the one she proved, else her account's contact, else her latest order's; 11 local digits or as stored */
  phone: string | null;
  orders: number;
  /** Delivered or Partial Delivered */
  delivered: number;
  last_order_at: string | null;
  /** one of her phones is blocked */
  blocked: boolean;
}

/** A blocked phone: its new orders wait on Hold for a call. */
export interface BlockedPhone {
  phone: string;
  reason: string;
  /** who blocked it, by name */
  staff: string;
  created_at: string;
}

/** One of a customer's orders on her page. */
export interface CustomerOrder {
  order_no: string;
  created_at: string;
  status: OrderStatus;
  total: number;
}

/** A customer as the desk shows her: her account, her record, her orders, blocks and staff notes. */
export interface CustomerDetail {
  id: number;
  name: string;
  email: string | null;
  /** her proved phone, in E.164 */
  verified_phone: string | null;
  /** her account's contact number */
  contact: string | null;
  /** every phone she ordered from or holds, in 11 local digits, the first her main one */
  phones: string[];
  created_at: string;
  has_password: boolean;
  counts: {
    orders: number;
    delivered: number;
    /** Returned: refused at the door, or brought back */
    returned: number;
    cancelled: number;
  };
  /** the cash recorded as collected of her delivered orders (null for an account without Revenue figures) */
  spent: number | null;
  last_order_at: string | null;
  orders: Page<CustomerOrder>;
  /** those of her phones that are blocked */
  blocked: BlockedPhone[];
  /** staff notes and merges, newest first */
  history: HistoryEntry[];
}
