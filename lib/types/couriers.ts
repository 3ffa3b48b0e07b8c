/** What a booking did to one order (POST /api/admin/shipments and the order's own booking). */
export interface BookingOutcome {
  order_no: string;
  result: 'booked' | 'already-booked' | 'failed';
  msg: string;
  consignment_id?: string | null;
  tracking_code?: string | null;
}

/** One parcel of a reconciliation: what it was to collect, what the courier reports, its fees. */
export interface ReconciliationLine {
  order_no: string;
  consignment_id: string | null;
  status: string;
  /** the Dhaka day it was delivered, or came back */
  day: string;
  expected: number;
  reported: number | null;
  delivery_fee: number;
  return_fee: number;
  /** why it explains a difference ('Collected 200 less'); empty when it does not */
  note: string;
}

/** One courier's money over a period (GET /api/admin/couriers). */
export interface Reconciliation {
  courier: string;
  title: string;
  from: string;
  to: string;
  parcels: number;
  returned: number;
  expected: number;
  reported: number;
  delivery_fees: number;
  return_fees: number;
  owed: number;
  paid_out: number;
  difference: number;
  /** what the courier itself says it holds for the shop now, when it can say */
  balance: number | null;
  lines: ReconciliationLine[];
  payouts: { paid_on: string; reference: string; amount: number; by: string | null }[];
}
