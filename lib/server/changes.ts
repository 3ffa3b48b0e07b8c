import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from './db';
import { expireTags } from '../../server/contract.mjs';
import { forgetAll } from './cache/memo';
import { cacheTags } from './cache/tags';

/** What a change makes stale in a process: the cached pages with these tags, and (`forget`) the kept answers. */
interface Change {
  tags: string[];
  forget: boolean;
}

/** The PostgreSQL channel on which each server process tells the others what it changed. */
const CHANNEL = 'shop_changes';
/** A NOTIFY payload holds under 8,000 bytes: a change with more tags is sent as "every product page". */
const MOST_PAYLOAD = 7_000;

/** This process, as its own messages name it (shared by every bundle of the app in the process). */
const holder = globalThis as unknown as { __shopProcessId?: string };
const thisProcess = () => (holder.__shopProcessId ??= randomUUID());

function apply(change: Change): void {
  expireTags(change.tags);
  if (change.forget) forgetAll();
}

/**
 * Makes the shop show a change to products at once: their pages, and when `listings` is set (what a card shows
 * changed) the listings, home, sitemap and every product page (its Complete the look shows cards) are rendered
 * afresh on their next request, and the kept listing answers of the API are dropped. In this process at once, in
 * every other server process on the same PostgreSQL within a moment (a NOTIFY that listenForShopChanges turns into
 * the same). A message that cannot be sent is logged: the change
 * itself is made, and other processes catch up when their pages' own revalidation comes.
 */
export async function productsChanged(db: Db, slugs: string[], { listings }: { listings: boolean }): Promise<void> {
  const change: Change = {
    tags: [...slugs.map(cacheTags.product), ...(listings ? cacheTags.cards : [])],
    forget: listings,
  };
  const whole = { tags: cacheTags.cards, forget: true };
  await broadcast(db, JSON.stringify({ from: thisProcess(), ...change }).length > MOST_PAYLOAD ? whole : change, change);
}

/**
 * Makes this process show prices that changed by themselves (an offer started or ended: lib/server/catalog/offer-clock.ts):
 * every page and answer that shows a card or a price is rendered afresh on its next request. Each process keeps
 * its own clock, so nothing is sent to the others.
 */
export function pricesTurned(): void {
  apply({ tags: cacheTags.cards, forget: true });
}

/**
 * Makes the shop show a change that is on every page at once: the store's settings (the footer's contact and
 * social links, the policy pages' charges, checkout's delivery charge), the collections (the menu on every page,
 * the cards' and listings' collection) or a page's banner and title. Every page is rendered afresh on its next
 * request, here and in the other server processes.
 */
export async function everyPageChanged(db: Db): Promise<void> {
  await broadcast(db, { tags: cacheTags.everyPage, forget: true });
}

/** Makes the shop show a change to the blog at once: its list, its posts and the sitemap. */
export async function blogChanged(db: Db): Promise<void> {
  await broadcast(db, { tags: cacheTags.blog, forget: false });
}

/** Applies a change here and tells the other processes (`sent`, which may be broader when the change is too long). */
async function broadcast(db: Db, sent: Change, here: Change = sent): Promise<void> {
  apply(here);
  try {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ from: thisProcess(), ...sent })})`);
  } catch (error) {
    console.error(`Other server processes were not told of a change: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Listens, on a connection of its own, for the changes other server processes make on this PostgreSQL, and
 * applies each in this process (its own are applied already). Reconnects after a second when the connection
 * drops. Gives a function that stops listening. `from` names this process (tests pose as another one).
 */
export async function listenForShopChanges(url: string, { from = thisProcess() } = {}): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      try {
        const message = JSON.parse(payload) as Change & { from: string };
        if (message.from !== from && Array.isArray(message.tags)) apply(message);
      } catch {
        // Not a message of this shop's: nothing to do.
      }
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (!stopped) setTimeout(() => connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
