import 'server-only';
import { and, asc, desc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import { CODE_MINUTES, RESET_MINUTES } from '../../auth-messages';
import type { Db } from '../db';
import { outbox, passwordResets } from '../db/schema';
import { maskedColumn, maskTokens } from './mask';
import { senderHook } from './queue';
import { transportsFromEnvironment, type OutboxRow, type Transports } from './transports';

/** A message is given up (failed, for the owner's Retry) after this many attempts. */
export const MAX_ATTEMPTS = 8;
/**
 * How long a claimed message is the claiming sender's: past it, another sender takes it over. Far longer than one
 * send can take (a mail server's three 15 s timeouts), and each message is claimed just before it is sent.
 */
const LEASE = '5 minutes';
/** How often the sender looks for due messages when nothing woke it, and at most how many it sends in a row. */
const POLL_MS = 5_000;
const BATCH = 10;
/** How long sent, skipped and failed messages are kept for the owner to read, and used-up reset links. */
const KEEP_DAYS = 90;

/** The wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelay = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Claims the next due message of the channels that have a transport (`FOR UPDATE SKIP LOCKED`: of two senders,
 * each claims another row), marking it 'sending' until the lease ends; none of those `tried` in this round.
 */
async function claimNext(db: Db, channels: string[], tried: number[]): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.state, ['pending', 'sending']),
        lte(outbox.nextAttemptAt, sql`now()`),
        inArray(outbox.channel, channels),
        tried.length ? notInArray(outbox.id, tried) : undefined,
      ),
    )
    // A one-time code first: it never waits behind a queue of order messages.
    .orderBy(desc(sql`${outbox.topic} = 'phone-code'`), asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      state: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${LEASE}::interval`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return row;
}

/** Messages that stop working, never sent late: a reset link after its 30 minutes, a one-time code after its 5. */
const EXPIRING: Record<string, { minutes: number; reason: string }> = {
  'password-reset': { minutes: RESET_MINUTES, reason: 'The link had expired before it could be sent' },
  'phone-code': { minutes: CODE_MINUTES, reason: 'The code had expired before it could be sent' },
};

/** Why a message may no longer be sent, or undefined. */
function expired(row: OutboxRow): string | undefined {
  const expiring = EXPIRING[row.topic];
  return expiring && Date.now() - row.createdAt.getTime() > expiring.minutes * 60_000 ? expiring.reason : undefined;
}

/**
 * Reset links and codes that will not be sent in time (no transport, retries used up) are skipped and blanked, so
 * that none stays readable while it could still work (forgetOld does it every hour).
 */
async function dropExpired(db: Db): Promise<void> {
  for (const [topic, { minutes, reason }] of Object.entries(EXPIRING)) {
    await db
      .update(outbox)
      .set({ state: 'skipped', lastError: reason, text: maskedColumn(outbox.text), html: maskedColumn(outbox.html) })
      .where(
        and(
          eq(outbox.topic, topic),
          inArray(outbox.state, ['pending', 'sending', 'failed']),
          lt(outbox.createdAt, sql`now() - ${`${minutes} minutes`}::interval`),
        ),
      );
  }
}

/**
 * Sends up to BATCH due messages, each at most once a round, claiming each just before it goes, and records each
 * outcome: sent (a reset link's token is then hidden in the stored copy), or the error and the next attempt after
 * `delay`, or failed after MAX_ATTEMPTS; a reset link past its time is skipped instead. A sender that ends between
 * sending and recording leaves the row claimed: after the lease it is sent again (at least once, never lost).
 * Returns how many it claimed.
 */
export async function deliverDue(db: Db, transports: Transports, delay = retryDelay): Promise<number> {
  const channels = Object.keys(transports);
  const tried: number[] = [];
  for (let row; channels.length && tried.length < BATCH && (row = await claimNext(db, channels, tried));) {
    tried.push(row.id);
    const transport = transports[row.channel as keyof Transports]!;
    const mine = and(eq(outbox.id, row.id), eq(outbox.state, 'sending'), eq(outbox.attempts, row.attempts));
    const masked = { text: maskTokens(row.text), html: row.html && maskTokens(row.html) };
    const tooLate = expired(row);
    if (tooLate) {
      await db
        .update(outbox)
        .set({ state: 'skipped', lastError: tooLate, ...masked })
        .where(mine);
      continue;
    }
    try {
      await transport.send(row);
      await db
        .update(outbox)
        .set({
          state: 'sent',
          via: transport.via,
          sentAt: sql`now()`,
          lastError: null,
          ...masked,
        })
        .where(mine);
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .update(outbox)
        .set({
          state: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError,
          nextAttemptAt: sql`now() + ${`${delay(row.attempts)} milliseconds`}::interval`,
        })
        .where(mine);
    }
  }
  return tried.length;
}

/**
 * Forgets what is done: messages sent, skipped or failed over KEEP_DAYS ago, and reset links expired a day ago;
 * blanks the tokens of reset links that were never sent.
 */
export async function forgetOld(db: Db): Promise<void> {
  await dropExpired(db);
  await db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.state, ['sent', 'skipped', 'failed']),
        lt(outbox.createdAt, sql`now() - ${`${KEEP_DAYS} days`}::interval`),
      ),
    );
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
}

/**
 * Starts this process's sender (the server does, once it has started): it sends due messages every few seconds,
 * and at once when a message is written here (nudgeSender); once an hour it forgets old ones. Several processes on
 * one PostgreSQL each run one. An SMS driver set up wrongly throws here, so the shop does not start.
 */
export function startSender(db: Db, transports = transportsFromEnvironment()): void {
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let forgotten = 0;
  const run = async () => {
    clearTimeout(timer);
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      if (Date.now() - forgotten > 3_600_000) {
        forgotten = Date.now();
        await forgetOld(db);
      }
      // A full batch may have more behind it.
      while ((await deliverDue(db, transports)) === BATCH || again) again = false;
    } catch (error) {
      console.error('The outbox could not send:', error);
    } finally {
      running = false;
      timer = setTimeout(run, POLL_MS).unref();
    }
  };
  senderHook.__storefrontSender = { nudge: () => void run() };
  void run();
}
