import 'server-only';
import { isBuilding, openDatabase, type Database, type Db } from './client';
import { storeSettings } from './schema';

export type { Db } from './client';

const holder = globalThis as unknown as { __storefrontDb?: Promise<Database> };

/**
 * The process's database: opened and migrated once, on first use (the server opens it, locks an embedded
 * folder and seeds an empty one at start-up: lib/server/startup.ts). Kept on globalThis so the dev server's
 * module reloads and Next.js's separate bundles share one connection.
 */
export async function getDb(): Promise<Db> {
  holder.__storefrontDb ??= openDatabase().then(async (database) => {
    // The build's own database (see isBuilding) holds just what every page's layout reads: the store's settings.
    if (isBuilding()) await database.db.insert(storeSettings).values((await import('./first-settings')).STORE);
    return database;
  });
  try {
    return (await holder.__storefrontDb).db;
  } catch (error) {
    holder.__storefrontDb = undefined;
    throw error;
  }
}

/**
 * Makes `database` the process's database (the tests open each file's own from a seeded template).
 * @internal (also read by the tests)
 */
export function useDatabase(database: Promise<Database>): void {
  holder.__storefrontDb = database;
}

/**
 * Closes the process's database (tests and scripts).
 * @internal (also read by the tests)
 */
export async function closeDb(): Promise<void> {
  const pending = holder.__storefrontDb;
  holder.__storefrontDb = undefined;
  if (pending) await (await pending).close();
}
