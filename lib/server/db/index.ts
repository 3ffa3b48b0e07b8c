import 'server-only';
import { openDatabase, type Database, type Db } from './client';
import { seedIfEmpty } from '../seed/seed';

export type { Db } from './client';

const holder = globalThis as unknown as { __storefrontDb?: Promise<Database> };

/**
 * The process's database: opened, migrated and (when empty) seeded once, on first use.
 * Kept on globalThis so the dev server's module reloads share one connection.
 */
export async function getDb(): Promise<Db> {
  holder.__storefrontDb ??= openDatabase().then(async (database) => {
    await seedIfEmpty(database.db);
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
 * Closes the process's database (tests and scripts).
 * @internal (also read by the tests)
 */
export async function closeDb(): Promise<void> {
  const pending = holder.__storefrontDb;
  holder.__storefrontDb = undefined;
  if (pending) await (await pending).close();
}
