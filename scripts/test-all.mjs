/**
 * `npm test`: every suite, then one line `N passed, N failed`.
 *  1. the guardrails: ESLint (with the layers), Prettier, knip (unused files, exports and dependencies) and the
 *     layers of lib/server (dependency-cruiser), one check each;
 *  2. the seed's pictures rendered into their cache, then unit and API tests on the embedded database (PGlite);
 *  3. the database tests again on PostgreSQL: DATABASE_URL if set, else a throwaway local server;
 *  4. a production build and the Playwright journeys in Chromium against the production server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTempPostgres } from './temp-postgres.mjs';

const results = path.resolve('.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${title}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return status === 0;
}

function countJest(file, ok) {
  if (!fs.existsSync(file)) return void (totals.failed += ok ? 0 : 1);
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  // A suite that failed to load has no failed tests: count it as one failure.
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

const bin = (name) => path.join('node_modules/.bin', name);
for (const [title, command, args] of [
  ['Lint (ESLint)', bin('eslint'), ['.']],
  ['Format (Prettier)', bin('prettier'), ['--check', '.']],
  ['Unused code (knip)', bin('knip'), []],
  ['Unused production code (knip --production)', bin('knip'), ['--production']],
  ['Layers of lib/server (dependency-cruiser)', bin('depcruise'), ['lib', '--config', '.dependency-cruiser.cjs']],
]) {
  if (run(title, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

// Every test file seeds a database: the seed's pictures are rendered once here, not by each file at once.
run('Seed pictures (rendered once per machine, then cached)', 'node', [
  '--conditions=react-server',
  '--import',
  'tsx',
  'scripts/seed-pictures.ts',
]);

// PGlite loads parts of itself with import(), which Jest's module sandbox needs this flag for.
const jest = ['--experimental-vm-modules', 'node_modules/.bin/jest'];
const pgliteJson = path.join(results, 'jest-pglite.json');
countJest(
  pgliteJson,
  run('Unit and API tests (PGlite)', 'node', [...jest, '--json', `--outputFile=${pgliteJson}`], { DATABASE_URL: '' }),
);

const external = process.env.DATABASE_URL;
const server = external ? null : startTempPostgres();
if (external || server) {
  const pgJson = path.join(results, 'jest-postgres.json');
  const ok = run(
    'API and database tests (PostgreSQL)',
    'node',
    [...jest, '--json', `--outputFile=${pgJson}`, '--testPathPatterns', 'test/api', 'lib/server'],
    { DATABASE_URL: external ?? server.url },
  );
  server?.stop();
  countJest(pgJson, ok);
} else {
  console.log('\nPostgreSQL is not installed: its run is skipped (scripts/system-deps.sh installs it).');
}

// The journeys' server gets a database folder of its own, fresh each run, and its own address as the shop's, so that
// the payment gateways' fakes send the browser back to it (the build bakes the address into its pages).
const e2eDb = path.resolve('.test-results/pglite');
const e2eEnv = { DATABASE_URL: '', PGLITE_DIR: e2eDb, SHOP_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT) || 3100}` };
if (run('Production build', 'npm', ['run', 'build', '--silent'], e2eEnv)) {
  const pwJson = path.join(results, 'playwright.json');
  run('Journeys (Playwright, Chromium)', 'node_modules/.bin/playwright', ['test'], {
    ...e2eEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (fs.existsSync(pwJson)) {
    const { stats } = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  } else totals.failed += 1;
} else totals.failed += 1;

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
