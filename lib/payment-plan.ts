/**
 * How an order may be paid beside cash on delivery, in one place for the checkout, the server and the desk: the
 * gateways by code, and the owner's rules for asking a delivery charge ahead (settings).
 */

/** The gateways, by the code the checkout sends as its method, and how the shopper reads them. */
export const GATEWAY_LABELS = { bkash: 'bKash', sslcommerz: 'SSLCommerz' } as const;

export type Gateway = keyof typeof GATEWAY_LABELS;

export const isGateway = (method: string): method is Gateway => Object.hasOwn(GATEWAY_LABELS, method);

/** The gateway a delivery charge is paid ahead through: the wallet nearly every shopper has. */
export const ADVANCE_GATEWAY: Gateway = 'bkash';

/** The gateway an order's payment ahead went through: the one she chose to pay the whole by, else the advance's. */
const paidThrough = (method: string): Gateway => (isGateway(method) ? method : ADVANCE_GATEWAY);

/** That gateway as people read it. */
export const paidThroughLabel = (method: string) => GATEWAY_LABELS[paidThrough(method)];

/** An order's way of payment as the desk names it: cash on delivery, or the gateway it was paid by in full. */
export const methodLabel = (method: string) =>
  method === 'COD' ? 'Cash on delivery' : isGateway(method) ? `Paid by ${GATEWAY_LABELS[method]}` : method;

/** The delivery charge paid ahead: the charge, never more than the order's total. */
export const advanceAmount = (order: { charge: number; total: number }) => Math.min(order.charge, order.total);

/** The orders an owner may ask to pay their delivery charge ahead by bKash, as the settings name them. */
export const ADVANCE_RULES = {
  'outside-dhaka': 'Orders outside Dhaka',
  'first-order': 'A customer’s first order',
  'released-phone': 'A phone that was blocked, then released',
} as const;

export type AdvanceRule = keyof typeof ADVANCE_RULES;

export const ADVANCE_RULE_KEYS = Object.keys(ADVANCE_RULES) as AdvanceRule[];

/** What the shop knows of an order when it decides on an advance. */
export interface AdvanceFacts {
  outsideDhaka: boolean;
  firstOrder: boolean;
  releasedPhone: boolean;
}

const FACT_OF: Record<AdvanceRule, keyof AdvanceFacts> = {
  'outside-dhaka': 'outsideDhaka',
  'first-order': 'firstOrder',
  'released-phone': 'releasedPhone',
};

/** The first of the owner's rules this order meets (its delivery charge is then paid ahead), or null. */
export const advanceRuleMet = (rules: readonly AdvanceRule[], facts: AdvanceFacts): AdvanceRule | null =>
  rules.find((rule) => facts[FACT_OF[rule]]) ?? null;

/** Why the shop asks the advance, as checkout tells the shopper. */
export const ADVANCE_REASONS: Record<AdvanceRule, string> = {
  'outside-dhaka': 'Orders outside Dhaka pay the delivery charge ahead',
  'first-order': 'A first order pays the delivery charge ahead',
  'released-phone': 'This number pays the delivery charge ahead',
};

/** Minutes an attempt may stay unpaid before its order is cancelled and its pieces go back on the shelf. */
export const PAYMENT_MINUTES = 30;

/** What is left for the rider to collect: the total less what was paid ahead. */
export const cashToCollect = (order: { total: number; prepaid: number }) => Math.max(0, order.total - order.prepaid);
