import 'server-only';
import { and, asc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import { RESET_MINUTES } from '../../auth-messages';
import type { Db } from '../db';
import { outbox, passwordResets } from '../db/schema';
import { MASKED_TOKEN, maskTokens, TOKEN_PATTERN } from './mask';
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
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
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

const EXPIRED_LINK = 'The link had expired before it could be sent';

/** Whether a message is a reset link past its 30 minutes: it no longer works, so it is never sent late. */
const expiredLink = (row: OutboxRow) =>
  row.topic === 'password-reset' && Date.now() - row.createdAt.getTime() > RESET_MINUTES * 60_000;

/**
 * Reset links that will not be sent in time (e-mail not configured, retries used up) are skipped and their tokens
 * blanked, so that no working token stays readable (forgetOld does it every hour).
 */
async function dropExpiredLinks(db: Db): Promise<void> {
  await db
    .update(outbox)
    .set({
      state: 'skipped',
      lastError: EXPIRED_LINK,
      text: sql`regexp_replace(${outbox.text}, ${TOKEN_PATTERN}, ${MASKED_TOKEN}, 'g')`,
      html: sql`regexp_replace(${outbox.html}, ${TOKEN_PATTERN}, ${MASKED_TOKEN}, 'g')`,
    })
    .where(
      and(
        eq(outbox.topic, 'password-reset'),
        inArray(outbox.state, ['pending', 'sending', 'failed']),
        lt(outbox.createdAt, sql`now() - ${`${RESET_MINUTES} minutes`}::interval`),
      ),
    );
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
    if (expiredLink(row)) {
      await db
        .update(outbox)
        .set({ state: 'skipped', lastError: EXPIRED_LINK, ...masked })
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
  await dropExpiredLinks(db);
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
