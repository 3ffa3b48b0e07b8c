import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { stock } from '@/lib/server/db/schema';

/** Gives every size and colour of every product plenty of stock, for tests about something else than stock. */
export async function plentyOfStock(): Promise<void> {
  await (await getDb()).update(stock).set({ quantity: sql`10000` });
}
