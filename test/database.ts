/**
 * Gives a test file its own seeded database behind getDb(), a copy of the run's template (test/template.ts):
 * an in-memory PGlite, or, when DATABASE_URL names a PostgreSQL server, a new database on it that is dropped
 * afterwards. Call once at the top of a test file.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { dropDatabase, recreateDatabase } from '@/lib/server/db/admin';
import { openDatabase, openPglite } from '@/lib/server/db/client';
import { closeDb, useDatabase } from '@/lib/server/db';

export function withTestDatabase(): void {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env.SHOP_TEST_TEMPLATE!;
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (serverUrl) {
      const url = await recreateDatabase(serverUrl, name, template);
      useDatabase(openDatabase(url));
      // What the file's own processes (a second server: test/shop-changes-listener.ts) open too.
      process.env.DATABASE_URL = url;
    } else useDatabase(openPglite('memory://', new Blob([fs.readFileSync(template)])));
  });

  afterAll(async () => {
    await closeDb();
    if (serverUrl) {
      process.env.DATABASE_URL = serverUrl;
      await dropDatabase(serverUrl, name);
    }
  });
}
