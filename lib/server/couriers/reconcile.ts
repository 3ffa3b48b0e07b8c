import 'server-only';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { dhakaDate, dhakaDay } from '../../dhaka-day';
import { DELIVERED_STATUSES, ORDER_STATUS, statusLabel } from '../../order-status';
import type { PayoutForm, ReconciliationQuery } from '../../validation/couriers';
import type { Reconciliation, ReconciliationLine } from '../../types/couriers';
import type { StaffMember } from '../../types/staff';
import type { Db } from '../db';
import { courierPayouts, orders, shipments, staff } from '../db/schema';
import { DomainError } from '../errors';
import { assertCan } from '../roles';
import { CSV_BOM, csvLine } from '../csv';
import { courierTitle } from '../../couriers';
import { courier, couriersReady } from './clients';
import { askingCourier, wholeTaka } from './courier';
import type { CourierName } from './courier';

/**
 * One courier's money over a period of Dhaka days, both included:
 * - the parcels it delivered (in full or in part) in the period, with the cash they were to collect (booked as the
 *   total less what was paid ahead; of a partial delivery, the cash the shop recorded as collected) and the cash it
 *   reports as collected;
 * - its delivery fees on them, and its return fees on the parcels that came back in the period;
 * - what it therefore owes, what it paid out (its own payments, or the owner's entries), and the difference;
 * - every parcel of the period, those that explain a difference first (collected short, not reported, returned).
 * Owner only: it is the shop's money.
 */
export async function reconcile(db: Db, actor: StaffMember, query: ReconciliationQuery): Promise<Reconciliation> {
  assertCan(actor, 'couriers');
  const { courier: name, from, to } = query;
  const start = dhakaDay(from);
  const end = dhakaDay(to, 1);
  const settled = or(
    and(inArray(orders.status, DELIVERED_STATUSES), gte(orders.deliveredAt, start), lt(orders.deliveredAt, end)),
    and(eq(orders.status, ORDER_STATUS.returned), gte(shipments.returnedAt, start), lt(shipments.returnedAt, end)),
  );
  const [rows, payouts, balance] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        deliveredAt: orders.deliveredAt,
        returnedAt: shipments.returnedAt,
        consignmentId: shipments.consignmentId,
        codAmount: shipments.codAmount,
        recorded: orders.collected,
        reported: shipments.collected,
        deliveryFee: shipments.deliveryFee,
        returnFee: shipments.returnFee,
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(shipments.courier, name), eq(shipments.state, 'booked'), settled))
      .orderBy(asc(orders.deliveredAt), asc(orders.id)),
    db
      .select({
        paidOn: courierPayouts.paidOn,
        reference: courierPayouts.reference,
        amount: courierPayouts.amount,
        by: staff.name,
      })
      .from(courierPayouts)
      .leftJoin(staff, eq(staff.id, courierPayouts.staffId))
      .where(and(eq(courierPayouts.courier, name), gte(courierPayouts.paidOn, from), sql`${courierPayouts.paidOn} <= ${to}`))
      .orderBy(asc(courierPayouts.paidOn), asc(courierPayouts.id)),
    courierBalance(name),
  ]);
  const lines: ReconciliationLine[] = rows.map((row) => {
    const returned = row.status === ORDER_STATUS.returned;
    // A partial delivery was to collect what the shop recorded as collected for the pieces kept, not the whole.
    const partial = row.status === ORDER_STATUS.partialDelivered && row.recorded !== null;
    const expected = returned ? 0 : partial ? row.recorded! : row.codAmount;
    const cash = returned
      ? 'Returned: nothing collected'
      : row.reported === null
        ? 'Collected cash not reported'
        : row.reported < expected
          ? `Collected ${expected - row.reported} less`
          : row.reported > expected
            ? `Collected ${row.reported - expected} more`
            : '';
    const note = [cash, row.deliveryFee === null && 'Fee not reported'].filter(Boolean).join('; ');
    return {
      order_no: row.orderNo,
      consignment_id: row.consignmentId,
      status: statusLabel(row.status),
      day: dhakaDate((returned ? row.returnedAt : row.deliveredAt) ?? new Date()),
      expected,
      reported: row.reported,
      delivery_fee: row.deliveryFee ?? 0,
      return_fee: row.returnFee ?? 0,
      note,
    };
  });
  const sum = (pick: (line: ReconciliationLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const reported = sum((l) => l.reported ?? 0);
  const deliveryFees = sum((l) => l.delivery_fee);
  const returnFees = sum((l) => l.return_fee);
  const paidOut = payouts.reduce((total, p) => total + p.amount, 0);
  const owed = reported - deliveryFees - returnFees;
  const returned = rows.filter((row) => row.status === ORDER_STATUS.returned).length;
  return {
    courier: name,
    title: courierTitle(name),
    from,
    to,
    parcels: lines.length - returned,
    returned,
    expected: sum((l) => l.expected),
    reported,
    delivery_fees: deliveryFees,
    return_fees: returnFees,
    owed,
    paid_out: paidOut,
    difference: owed - paidOut,
    balance,
    lines: [...lines.filter((l) => l.note), ...lines.filter((l) => !l.note)],
    payouts: payouts.map((p) => ({ paid_on: p.paidOn, reference: p.reference, amount: p.amount, by: p.by })),
  };
}

/** How long the page waits for a courier's own balance: the shop's figures do not wait on the courier. */
const BALANCE_WAIT_MS = 3000;

/** What the courier itself says it holds for the shop now, when it can say soon (Steadfast's balance); null otherwise. */
async function courierBalance(name: CourierName): Promise<number | null> {
  if (!couriersReady().includes(name)) return null;
  const client = courier(name);
  if (!client.balance) return null;
  const late = new Promise<null>((resolve) => setTimeout(resolve, BALANCE_WAIT_MS, null).unref());
  return Promise.race([client.balance().then(wholeTaka, () => null), late]);
}

/** The owner enters a payout the courier made (its date and the bank or bKash reference), once per reference. */
export async function addPayout(db: Db, actor: StaffMember, form: PayoutForm): Promise<void> {
  assertCan(actor, 'couriers');
  const [added] = await db
    .insert(courierPayouts)
    .values({ courier: form.courier, paidOn: form.paid_on, reference: form.reference, amount: form.amount, staffId: actor.id })
    .onConflictDoNothing()
    .returning({ id: courierPayouts.id });
  if (!added) throw new DomainError('conflict', `A payout with the reference ${form.reference} is already recorded`, 'reference');
}

/**
 * Reads the payouts a courier reports (Steadfast's payments) into the shop's, each once; returns how many were new.
 * A courier without such a call has its payouts entered by the owner.
 */
export async function fetchPayouts(db: Db, actor: StaffMember, name: CourierName): Promise<number> {
  assertCan(actor, 'couriers');
  const client = courier(name);
  if (!client.payouts) throw new DomainError('unprocessable', `${client.title} does not report its payouts: enter them here`);
  const reported = await askingCourier(client.title, () => client.payouts!());
  if (!reported.length) return 0;
  const added = await db
    .insert(courierPayouts)
    .values(reported.map((p) => ({ courier: name, paidOn: p.paidOn, reference: p.reference, amount: wholeTaka(p.amount)! })))
    .onConflictDoNothing()
    .returning({ id: courierPayouts.id });
  return added.length;
}

/** A reconciliation as CSV: every parcel with its figures, then the totals and the payouts, for the accounts. */
export function reconciliationCsv(r: Reconciliation): string {
  const rows = [
    csvLine([
      'Order number',
      'Consignment',
      'Status',
      'Day',
      'To collect',
      'Reported collected',
      'Delivery fee',
      'Return fee',
      'Note',
    ]),
    ...r.lines.map((l) =>
      csvLine([l.order_no, l.consignment_id, l.status, l.day, l.expected, l.reported, l.delivery_fee, l.return_fee, l.note]),
    ),
    csvLine([]),
    ...(
      [
        ['To collect', r.expected],
        ['Reported collected', r.reported],
        ['Delivery fees', r.delivery_fees],
        ['Return fees', r.return_fees],
        ['Owed to the shop', r.owed],
        ['Paid out', r.paid_out],
        ['Difference', r.difference],
      ] as const
    ).map(([name, value]) => csvLine([name, value])),
    csvLine([]),
    csvLine(['Paid on', 'Reference', 'Amount', 'Entered by']),
    ...r.payouts.map((p) => csvLine([p.paid_on, p.reference, p.amount, p.by ?? r.title])),
  ];
  return `${CSV_BOM}${rows.join('')}`;
}
