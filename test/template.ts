/**
 * The seeded database every test file starts from, made once per Jest run (test/global-setup.mjs) instead of
 * migrating and seeding one per file: `make FILE` writes a dump of a seeded PGlite folder, or, when DATABASE_URL
 * names a PostgreSQL server, `make NAME` creates a seeded database there to copy; `drop` removes either.
 */
import fs from 'node:fs';
import { dropDatabase, recreateDatabase } from '@/lib/server/db/admin';
import { openDatabase, openPglite } from '@/lib/server/db/client';
import { seedIfEmpty } from '@/lib/server/seed/seed';

const [action, target] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;

if (action === 'drop') {
  if (serverUrl) await dropDatabase(serverUrl, target);
  else fs.rmSync(target, { force: true });
} else if (serverUrl) {
  const database = await openDatabase(await recreateDatabase(serverUrl, target));
  await seedIfEmpty(database.db);
  await database.close();
} else {
  const database = await openPglite('memory://');
  await seedIfEmpty(database.db);
  fs.writeFileSync(target, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
}
