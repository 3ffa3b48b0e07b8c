import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { POST as stockPost } from '@/app/api/admin/products/[id]/stock/route';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { call } from '../call';
import { withTestDatabase } from '../database';
import { signedInStaff } from '../staff';

withTestDatabase();

/** Two server processes share one database only on PostgreSQL (an embedded folder opens in one process). */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('several server processes on one PostgreSQL', () => {
  it('a save in one expires the product page another keeps, within 5 seconds', async () => {
    const index = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length);
    const other = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'test/shop-changes-listener.ts', PRODUCTS[index].slug],
      { env: { ...process.env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: other.stdout! })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe('ready');

    const worker = await signedInStaff();
    const started = Date.now();
    const saved = await call(stockPost, `/api/admin/products/${index + 1}/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: worker.cookie },
      body: JSON.stringify({ stock: [{ size_id: 0, color_id: 0, quantity: 7 }] }),
      params: { id: String(index + 1) },
    });
    expect(saved.status).toBe(200);
    expect((await lines.next()).value).toBe('expired');
    expect(Date.now() - started).toBeLessThan(5_000);
    await once(other, 'exit');
  }, 30_000);
});
