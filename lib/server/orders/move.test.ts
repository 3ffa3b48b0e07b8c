/**
 * move.ts is the one file that writes an order's status (moveOrder, and reopenMove that undoes a cancellation): the pipeline, the check that the order still
 * has the status its mover saw, stock given back on cancellation, the messages and the history all hang on it. This
 * reads the server's code and fails when anything else updates the status of `orders`, through Drizzle
 * (`update(orders).set({ status … })`) or in SQL (`update orders set status = …`).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['lib/server', 'app'];
const MOVER = 'lib/server/orders/move.ts';

/** The server's source files, as paths from the project's folder (tests left out). */
function sources(): string[] {
  return ROOTS.flatMap((root) =>
    fs
      .readdirSync(path.join(process.cwd(), root), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.posix.join(root, file.split(path.sep).join('/'))),
  );
}

/** The places in a file's text where an update of `orders` sets `status`, as "file:line". */
function statusWrites(file: string, text: string): string[] {
  const found: number[] = [];
  // Drizzle: from `.update(orders)` to its `.where(` (or the statement's end), a `status` key in `.set()`.
  for (const match of text.matchAll(/\.update\(\s*(?:\w+\.)?orders\s*\)/g)) {
    const rest = text.slice(match.index);
    const end = rest.search(/\.where\(|\.returning\(|;/);
    if (/\bstatus\b/.test(rest.slice(0, end < 0 ? undefined : end))) found.push(match.index);
  }
  // SQL in a template: `update orders …` or `update ${orders} …` up to the template's end, a `status =`.
  for (const match of text.matchAll(/\bupdate\s+(?:\$\{\s*(?:\w+\.)?orders\s*\}|"?orders"?)(?=[\s"])/gi)) {
    const rest = text.slice(match.index);
    const end = rest.indexOf('`');
    if (/\bstatus"?\s*=/i.test(rest.slice(0, end < 0 ? undefined : end))) found.push(match.index);
  }
  return found.map((index) => `${file}:${text.slice(0, index).split('\n').length}`);
}

describe('the one way an order changes status', () => {
  it('finds a status write in each form it looks for, and none in a read or another table', () => {
    expect(statusWrites('a.ts', 'await tx\n  .update(orders)\n  .set({ status: to, updatedAt: now })\n  .where(x);')).toEqual([
      'a.ts:2',
    ]);
    expect(statusWrites('a.ts', 'db.update(schema.orders).set({ status: 2 })')).toHaveLength(1);
    expect(statusWrites('a.ts', 'sql`UPDATE ${orders} SET status = 2 WHERE id = 1`')).toHaveLength(1);
    expect(statusWrites('a.ts', 'sql`update "orders" set "status" = null`')).toHaveLength(1);
    expect(statusWrites('a.ts', 'db.update(orders).set({ total: 1 }).where(eq(orders.status, 2))')).toEqual([]);
    expect(statusWrites('a.ts', 'sql`update ${stock} set quantity = 1 where status = 2`')).toEqual([]);
    expect(statusWrites('a.ts', 'db.select({ status: orders.status }).from(orders)')).toEqual([]);
  });

  it('is move.ts: no other server code writes an order’s status', () => {
    const writes = sources().flatMap((file) => statusWrites(file, fs.readFileSync(path.join(process.cwd(), file), 'utf8')));
    expect([...new Set(writes.map((place) => place.split(':')[0]))]).toEqual([MOVER]);
  });
});
