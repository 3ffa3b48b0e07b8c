/**
 * Renders the seed's pictures into their cache ahead of the tests, so that the test files that each seed a
 * database read them instead of all rendering them at once.
 */
import { seedMedia } from '../lib/server/seed/media';

const started = performance.now();
const rows = await seedMedia();
const bytes = rows.reduce((sum, row) => sum + row.body.byteLength, 0);
console.log(
  `${rows.length} seed pictures ready (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
