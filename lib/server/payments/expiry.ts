import 'server-only';
import { and, inArray, lt, sql } from 'drizzle-orm';
import { PAYMENT_MINUTES } from '../../payment-plan';
import type { Db } from '../db';
import { paymentAttempts } from '../db/schema';
import { GatewayError, shopReport } from './gateway';
import { gateway } from './gateways';
import { OPEN_STATUSES, settle } from './settle';
import type { Gateway } from '../../payment-plan';

/** How often the sweep looks for attempts left unpaid. */
const SWEEP_EVERY_MS = 60_000;

const expired = (reason: string, raw: unknown) => shopReport('expired', reason, raw);

/**
 * Closes the attempts still open after PAYMENT_MINUTES: each is asked of its gateway once (a payment the shopper
 * finished but never came back from is recorded as paid); one still not paid expires, and its order is cancelled
 * with its pieces back on the shelf (settle). Answers how many it closed.
 */
export async function expireAttempts(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, [...OPEN_STATUSES]),
        lt(paymentAttempts.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => ${PAYMENT_MINUTES})`),
      ),
    )
    .limit(100);
  for (const attempt of due) {
    let report = expired(`Not paid within ${PAYMENT_MINUTES} minutes`, null);
    if (attempt.providerRef) {
      try {
        const heard = await gateway(attempt.provider as Gateway).check(attempt);
        if (heard.state !== 'pending') report = heard;
        else report = { ...report, raw: heard.raw };
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        report = expired(`Not paid within ${PAYMENT_MINUTES} minutes (the gateway did not answer)`, { error: error.message });
      }
    }
    await settle(db, attempt.id, report, 'expiry');
  }
  return due.length;
}

/** Starts the sweep in this process (lib/server/startup.ts): once a minute, never two rounds at once. */
export function startExpirySweep(db: Db): void {
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    void expireAttempts(db)
      .catch((error) => console.error('Closing unpaid payment attempts failed:', error))
      .finally(() => (running = false));
  }, SWEEP_EVERY_MS).unref();
}
