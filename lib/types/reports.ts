import type { PeriodKey } from '../reports';

/** One Dhaka day of a report: the orders placed that day, and the cash of the orders delivered that day. */
interface ReportDay {
  day: string;
  orders: number;
  deliveries: number;
  cash: number;
}

/** Orders placed from one source (the website, the phone…) and the total of those that still stand. */
interface ReportSource {
  source: string;
  label: string;
  orders: number;
  total: number;
}

/** A product, size or colour among the best sellers: pieces sold and what they brought (unit price × pieces). */
export interface ReportSeller {
  name: string;
  pieces: number;
  revenue: number;
}

/** How many of the period's Returned or cancelled orders gave one reason. */
export interface ReportReason {
  outcome: 'Returned' | 'Canceled';
  reason: string;
  orders: number;
}

/** The shop's figures over a period of Dhaka days (GET /api/admin/reports). */
export interface SalesReport {
  period: PeriodKey;
  from: string;
  to: string;
  days: ReportDay[];
  /** orders placed in the period, and those of them still standing (not cancelled) */
  placed: number;
  standing: number;
  /** the total of the standing orders over their number, whole taka (0 without orders) */
  average_order: number;
  /** cash recorded as collected on the orders delivered in the period */
  collected: number;
  sources: ReportSource[];
  products: ReportSeller[];
  sizes: ReportSeller[];
  colours: ReportSeller[];
  /** of the orders placed in the period: delivered (in full or part), Returned, cancelled */
  delivered: number;
  returned: number;
  canceled: number;
  /** Returned over the orders that reached the door (delivered or Returned), in percent; null when none did */
  refusal_rate: number | null;
  /** cancelled over the orders placed, in percent; null without orders */
  cancellation_rate: number | null;
  reasons: ReportReason[];
  /** customers who ordered in the period: for the first time, or again */
  new_customers: number;
  returning_customers: number;
}
