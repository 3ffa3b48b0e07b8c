export type HistorySubject =
  | 'order'
  | 'staff'
  | 'product'
  | 'coupon'
  | 'settings'
  | 'page'
  | 'collection'
  | 'post'
  /** a customer's account: staff notes, merges */
  | 'customer'
  /** a blocked phone (blocked_phones.id): blocked, unblocked */
  | 'phone'
  /** a size, colour or style (its list in before and after): added, edited, reordered */
  | 'attribute';

/**
 * One change made in the back office (or a note on an order, or a shopper's cancellation of her own order): who,
 * when, on what, before and after.
 */
export interface HistoryEntry {
  id: number;
  created_at: string;
  /** the staff member who made it, by name; null when the customer made it herself */
  staff: string | null;
  /** the customer who made it herself (she cancelled her order), by name; null for a change by staff */
  customer: string | null;
  /** the courier whose parcel status moved an order ('Steadfast', 'Pathao'); null otherwise */
  courier: string | null;
  subject: HistorySubject;
  subject_id: number;
  /** what the change was made to, as people name it: an order's number, a staff account's e-mail, a product's title, a coupon's code */
  subject_name: string;
  /** 'status', 'note', 'added', 'disabled', 'enabled', 'stock', 'blocked', 'unblocked', 'merged' */
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}
