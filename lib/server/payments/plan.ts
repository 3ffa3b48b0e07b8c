import 'server-only';
import { districtArea } from '../../cart';
import {
  ADVANCE_GATEWAY,
  ADVANCE_REASONS,
  advanceAmount,
  advanceRuleMet,
  GATEWAY_LABELS,
  isGateway,
  type AdvanceRule,
  type Gateway,
} from '../../payment-plan';
import type { PaymentChoices } from '../../types/order';
import type { Db } from '../db';
import { releasedPhone } from '../customers';
import { DomainError } from '../errors';
import { isFirstOrder } from '../live-orders';
import type { StoreRow } from '../settings';
import { gatewaysReady } from './gateways';

/** What an order pays ahead, and through which gateway: none for a plain cash-on-delivery order. */
export interface PaymentPlan {
  gateway: Gateway;
  purpose: 'order' | 'advance';
  /** BDT */
  amount: number;
  /** the rule that asked an advance */
  rule?: AdvanceRule;
}

/** What checkout may offer this shop's shoppers now: the gateways set up, and whether paying now is on. */
function payNowGateways(settings: Pick<StoreRow, 'payNow'>): Gateway[] {
  return settings.payNow ? gatewaysReady() : [];
}

/** The order's facts an advance rule reads. */
interface OrderFacts {
  method: string;
  userId: number;
  district: string;
  phones: (string | null | undefined)[];
  total: number;
  charge: number;
}

/**
 * How an order placed at checkout is paid ahead, in its placing transaction: the whole total through the gateway the
 * shopper chose, or, for cash on delivery, the delivery charge by bKash when one of the owner's rules asks it (and
 * bKash is set up, and there is a charge). A gateway not offered is refused.
 */
export async function paymentPlan(tx: Db, settings: StoreRow, order: OrderFacts): Promise<PaymentPlan | null> {
  if (isGateway(order.method)) {
    if (!payNowGateways(settings).includes(order.method))
      throw new DomainError(
        'invalid',
        `${GATEWAY_LABELS[order.method]} is not taken just now: choose another way to pay`,
        'method',
      );
    return { gateway: order.method, purpose: 'order', amount: order.total };
  }
  if (order.charge <= 0) return null;
  const rule = await advanceRule(tx, settings, order);
  return rule && { gateway: ADVANCE_GATEWAY, purpose: 'advance', amount: advanceAmount(order), rule };
}

/** The owner's rule that asks this order's delivery charge ahead by bKash (when bKash is set up), or null. */
async function advanceRule(db: Db, settings: StoreRow, order: Pick<OrderFacts, 'userId' | 'district' | 'phones'>) {
  const rules = settings.advanceFor as AdvanceRule[];
  if (!rules.length || !gatewaysReady().includes(ADVANCE_GATEWAY)) return null;
  return advanceRuleMet(rules, {
    outsideDhaka: districtArea(order.district) === 'outside',
    firstOrder: rules.includes('first-order') && (await isFirstOrder(db, order.userId)),
    releasedPhone: rules.includes('released-phone') && (await releasedPhone(db, order.phones)),
  });
}

/** What checkout shows in its Payment step for a shopper and district, before she orders. */
export async function checkoutPayment(
  db: Db,
  settings: StoreRow,
  order: Pick<OrderFacts, 'userId' | 'district' | 'phones'>,
): Promise<PaymentChoices> {
  const rule = order.district ? await advanceRule(db, settings, order) : null;
  return { pay_now: payNowGateways(settings), advance: rule && ADVANCE_REASONS[rule] };
}
