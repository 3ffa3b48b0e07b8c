/**
 * Gives a test file its own freshly migrated and seeded database behind getDb():
 * an in-memory PGlite, or, when DATABASE_URL names a PostgreSQL server, a new database on it
 * that is dropped afterwards. Call once at the top of a test file.
 */
import { randomBytes } from 'node:crypto';
import { dropDatabase, recreateDatabase } from '@/lib/server/db/admin';
import { closeDb, getDb } from '@/lib/server/db';
import { seedIfEmpty } from '@/lib/server/seed/seed';

export function withTestDatabase(): void {
  const serverUrl = process.env.DATABASE_URL;
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (serverUrl) process.env.DATABASE_URL = await recreateDatabase(serverUrl, name);
    else process.env.PGLITE_DIR = 'memory://';
    await seedIfEmpty(await getDb());
  });

  afterAll(async () => {
    await closeDb();
    if (serverUrl) {
      process.env.DATABASE_URL = serverUrl;
      await dropDatabase(serverUrl, name);
    }
  });
}
