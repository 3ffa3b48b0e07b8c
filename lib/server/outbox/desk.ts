import 'server-only';
import { and, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../types/catalog';
import type { OutboxEntry, OutboxState } from '../../types/outbox';
import type { StaffMember } from '../../types/staff';
import { smsParts } from '../../sms-parts';
import { assertCan } from '../roles';
import type { Db } from '../db';
import { outbox } from '../db/schema';
import { DomainError } from '../errors';
import { containing } from '../db/like-pattern';
import { pageOf } from '../db/pagination';
import { maskTokens } from './mask';
import { nudgeSender } from './queue';
import { unconfiguredChannels } from './transports';

const PAGE_SIZE = 25;

/** A state as the owner filters by it ('pending' and 'sending' are one: waiting to go out); `idle`: the channels that send nothing. */
function stateCondition(state: OutboxState, idle: string[]): SQL | undefined {
  const waiting = inArray(outbox.state, ['pending', 'sending']);
  if (state === 'not-configured') return idle.length ? and(waiting, inArray(outbox.channel, idle)) : sql`false`;
  if (state === 'pending') return idle.length ? and(waiting, notInArray(outbox.channel, idle)) : waiting;
  return eq(outbox.state, state);
}

/** A message's state as the owner reads it: one waiting on a channel that sends nothing is 'not-configured'. */
function shownState(row: { state: string; channel: string }, idle: string[]): OutboxState {
  const waiting = row.state === 'pending' || row.state === 'sending';
  if (waiting && idle.includes(row.channel)) return 'not-configured';
  return waiting ? 'pending' : (row.state as OutboxState);
}

/**
 * The outbox, newest first, optionally in one state or to recipients holding `q` (a piece of an e-mail address or
 * number), with how many messages are in each state (Settings).
 */
export async function listOutbox(
  db: Db,
  actor: StaffMember,
  { state, q, page }: { state?: OutboxState; q?: string; page: number },
): Promise<{ page: Page<OutboxEntry>; counts: Partial<Record<OutboxState, number>> }> {
  assertCan(actor, 'settings');
  // The channels that send nothing (no SMTP_URL, no SMS gateway): their waiting messages are 'not-configured'.
  const idle = Object.keys(unconfiguredChannels());
  const where = and(
    state ? stateCondition(state, idle) : undefined,
    q ? sql`lower(${outbox.recipient}) like ${containing(q.toLowerCase())}` : undefined,
  );
  const [rows, searched, byState] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    q ? db.$count(outbox, where) : null,
    db.select({ state: outbox.state, channel: outbox.channel, n: count() }).from(outbox).groupBy(outbox.state, outbox.channel),
  ]);
  const counts: Partial<Record<OutboxState, number>> = {};
  for (const row of byState) {
    const shown = shownState(row, idle);
    counts[shown] = (counts[shown] ?? 0) + row.n;
  }
  // Without a search, the counts per state already say how many messages the filter holds.
  const total = searched ?? (state ? (counts[state] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0));
  const data = rows.map((row): OutboxEntry => {
    const shown = shownState(row, idle);
    return {
      id: row.id,
      channel: row.channel as OutboxEntry['channel'],
      topic: row.topic,
      recipient: row.recipient,
      subject: row.subject,
      text: maskTokens(row.text),
      // Counted on the text as stored: a sent code's mask keeps its length, and a code's SMS is one part either way.
      parts: row.channel === 'sms' ? smsParts(row.text) : null,
      state: shown,
      attempts: row.attempts,
      last_error: row.lastError,
      via: row.via,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      next_attempt_at: shown === 'pending' ? row.nextAttemptAt.toISOString() : null,
    };
  });
  return { page: pageOf(data, { page, perPage: PAGE_SIZE, total }), counts };
}

/** Sends a failed message again from its first attempt (the owner's Retry); a skipped or sent one stays as it is. */
export async function retryMessage(db: Db, actor: StaffMember, id: number): Promise<void> {
  assertCan(actor, 'settings');
  const [row] = await db
    .update(outbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'failed')))
    .returning({ id: outbox.id });
  if (!row) throw new DomainError('conflict', 'Only a failed message can be sent again');
  nudgeSender();
}
