/**
 * Another server process, for test/api/shop-changes.test.ts: it keeps a product's page in its own page cache,
 * listens for the shop's changes on DATABASE_URL, says "ready", then "expired" as soon as its page is expired.
 * Run with `node --conditions=react-server --import tsx`, the product's slug as its argument.
 */
import PageCache from '../server/page-cache.mjs';
import { listenForShopChanges } from '../lib/server/changes';

const cache = new PageCache();
const page = {
  kind: 'APP_PAGE',
  status: 200,
  html: 'kept',
  headers: { 'x-next-cache-tags': `_N_T_/product/${process.argv[2]}` },
};
await cache.set('product-page', page, {});
const stop = await listenForShopChanges(process.env.DATABASE_URL!);
console.log('ready');
const watch = setInterval(async () => {
  if (await cache.get('product-page', { kind: 'APP_PAGE' })) return;
  clearInterval(watch);
  console.log('expired');
  await stop();
  process.exit(0);
}, 20);
setTimeout(() => process.exit(1), 30_000);
