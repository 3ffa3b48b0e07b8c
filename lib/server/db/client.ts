import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { holdFolder } from './folder-lock';
import { env } from '../env';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'postgres' when DATABASE_URL names a server, else 'pglite' */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');

/** The embedded database's folder: PGLITE_DIR, or data/pglite; 'memory://' keeps it in memory. */
export const pgliteDir = (): string => env().PGLITE_DIR;

/**
 * `next build` prerenders pages that are never served (the page cache renders each page on its first request):
 * it gets an embedded database of its own in memory, so that a build never touches, nor waits for, the database
 * of a running server, and needs none to be set up.
 */
export const isBuilding = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * Opens the database named by the environment and applies pending migrations:
 * PostgreSQL through `pg` when DATABASE_URL is set, else PGlite (embedded PostgreSQL).
 */
export async function openDatabase(url = isBuilding() ? undefined : env().DATABASE_URL): Promise<Database> {
  if (url) {
    const pool = new Pool({ connectionString: url, max: env().DATABASE_POOL_SIZE });
    // An idle connection the server closes (a restart, a dropped database) is discarded by the pool; without a
    // listener its error would be thrown and end the process.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  return openPglite(isBuilding() ? 'memory://' : pgliteDir());
}

/**
 * The embedded database in `dir` ('memory://' keeps it in memory), migrated. `loadDataDir` starts it from a dump
 * of another's folder (the tests start each file from one seeded database: test/template.ts).
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database & { client: PGlite }> {
  const release = dir.startsWith('memory://') ? () => {} : holdFolder(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
