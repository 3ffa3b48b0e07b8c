import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered seed pictures, kept between seeds by what they were rendered from: every test database and every
 * fresh start seeds the same few hundred pictures, and rendering them takes half a minute on two cores, so
 * each is rendered once per machine. The folder is a cache: deleting it costs one slow seed.
 */
const DIR = path.resolve('node_modules/.cache/storefront-imagery');

/** The cached result of `render` for these inputs, rendering (and keeping) it when there is none. */
export async function cachedRender(inputs: readonly (string | number)[], render: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(DIR, createHash('sha256').update(inputs.join('\0')).digest('hex'));
  const kept = await fs.readFile(file).catch(() => null);
  if (kept) return kept;
  const body = await render();
  await fs.mkdir(DIR, { recursive: true });
  // Written aside, then renamed: a seed running beside this one reads a whole file or none.
  const part = `${file}.${randomBytes(4).toString('hex')}.part`;
  await fs.writeFile(part, body);
  await fs.rename(part, file);
  return body;
}

/** `run` over every item, at most `limit` at a time; the results in the items' order. */
export async function inPool<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
