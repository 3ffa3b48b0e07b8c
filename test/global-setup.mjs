/** Before a Jest run: the seeded template database every test file copies (test/template.ts). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs test/template.ts with `args` (as the seed scripts run: TypeScript through tsx, as the server sees modules). */
export function template(...args) {
  const script = ['--conditions=react-server', '--import', 'tsx', 'test/template.ts', ...args];
  const { status } = spawnSync(process.execPath, script, { stdio: 'inherit' });
  if (status !== 0) throw new Error(`test/template.ts ${args[0]} failed`);
}

export default function globalSetup() {
  const target = process.env.DATABASE_URL
    ? `shop_template_${process.pid}`
    : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-')), 'seeded.tar');
  template('make', target);
  process.env.SHOP_TEST_TEMPLATE = target;
}
