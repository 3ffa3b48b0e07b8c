import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { outbox } from '../db/schema';
import { maskTokens } from './mask';
import { transportsFromEnvironment, type OutboxRow, type Transports } from './transports';

/** A message is given up (failed, for the owner's Retry) after this many attempts. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is the claiming sender's: past it, another sender takes it over. */
const LEASE_MS = 5 * 60_000;
/** How often the sender looks for due messages when nothing woke it. */
const POLL_MS = 5_000;
const BATCH = 10;

/** The wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelay = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Claims up to BATCH due messages of the channels that have a transport (`FOR UPDATE SKIP LOCKED`: of two senders,
 * each claims other rows), marking them 'sending' until the lease ends.
 */
async function claim(db: Db, channels: string[]): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.state, ['pending', 'sending']),
        lte(outbox.nextAttemptAt, sql`now()`),
        inArray(outbox.channel, channels),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      state: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * Sends the messages that are due, one batch, and records each outcome: sent (a reset link's token is then
 * masked in the stored copy), or the error and the next attempt after retryDelay, or failed after MAX_ATTEMPTS.
 * A sender that ends between sending and recording leaves the row claimed: after the lease it is sent again
 * (at least once, never lost). Returns how many it claimed.
 */
export async function deliverDue(db: Db, transports: Transports, delay = retryDelay): Promise<number> {
  const channels = Object.keys(transports) as (keyof Transports)[];
  if (!channels.length) return 0;
  const claimed = await claim(db, channels);
  for (const row of claimed) {
    const transport = transports[row.channel as keyof Transports]!;
    const mine = and(eq(outbox.id, row.id), eq(outbox.state, 'sending'), eq(outbox.attempts, row.attempts));
    try {
      await transport.send(row);
      await db
        .update(outbox)
        .set({
          state: 'sent',
          via: transport.via,
          sentAt: sql`now()`,
          lastError: null,
          text: maskTokens(row.text),
          html: row.html && maskTokens(row.html),
        })
        .where(mine);
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          state: gaveUp ? 'failed' : 'pending',
          lastError,
          nextAttemptAt: sql`now() + ${`${delay(row.attempts)} milliseconds`}::interval`,
        })
        .where(mine);
    }
  }
  return claimed.length;
}

/**
 * Starts this process's sender (the server does, once it has started): it sends due messages every few seconds,
 * and at once when a message is written here (nudgeSender). Several processes on one PostgreSQL each run one.
 */
export function startSender(db: Db, transports = transportsFromEnvironment()): void {
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    clearTimeout(timer);
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      // A full batch may have more behind it.
      while ((await deliverDue(db, transports)) === BATCH || again) again = false;
    } catch (error) {
      console.error('The outbox could not send:', error);
    } finally {
      running = false;
      timer = setTimeout(run, POLL_MS).unref();
    }
  };
  (globalThis as { __storefrontSender?: { nudge(): void } }).__storefrontSender = { nudge: () => void run() };
  void run();
}
