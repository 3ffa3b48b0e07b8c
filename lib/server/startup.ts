import 'server-only';
import { getDb } from './db';
import { isBuilding } from './db/client';
import { env } from './env';

/**
 * What the shop needs before it serves: its environment checked (every variable, lib/server/env.ts), its database
 * opened (an embedded folder locked for this process), migrated and, when empty, seeded, and its outbox's sender
 * started. A failure ends the process with the reason: a server that is set up wrong or cannot reach its data must
 * not start and answer as if it could.
 */
export async function startShop(): Promise<void> {
  try {
    const { DATABASE_URL } = env();
    const db = await getDb();
    // Loaded only here, so that the seed data and its imagery stay out of every route's bundle.
    const { seedIfEmpty } = await import('./seed/seed');
    await seedIfEmpty(db);
    await (await import('./staff/desk')).ensureOwnerFromEnvironment(db);
    // E-mail and SMS go out from the outbox in the background (each process sends what it claims).
    if (!isBuilding()) (await import('./outbox/sender')).startSender(db);
    // Parcels at couriers are read back every half hour, for what their webhooks missed.
    if (!isBuilding()) (await import('./couriers')).startPolling(db);
    // Payments left unpaid for half an hour give their orders' pieces back.
    if (!isBuilding()) (await import('./payments')).startExpirySweep(db);
    // Offers start and end by the clock: the pages that show their prices are renewed then.
    if (!isBuilding()) await (await import('./catalog/offer-clock')).startOfferClock(db);
    // The owners hear each morning of the sizes and colours running low.
    if (!isBuilding()) (await import('./catalog/low-stock')).startLowStockClock(db);
    // Several server processes on one PostgreSQL: each hears what the others change.
    if (DATABASE_URL && !isBuilding()) await (await import('./changes')).listenForShopChanges(DATABASE_URL);
  } catch (error) {
    console.error(`The shop cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
