/** `npm run db:seed`: empties the configured database and seeds the shop afresh. */
import { openDatabase, pgliteDir } from '../lib/server/db/client';
import { resetAndSeed } from '../lib/server/seed/seed';

const started = Date.now();
const database = await openDatabase();
await resetAndSeed(database.db);
await database.close();
const where = database.kind === 'postgres' ? 'the PostgreSQL database in DATABASE_URL' : pgliteDir();
console.log(`Seeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
