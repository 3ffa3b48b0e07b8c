/**
 * The floor for `npm run bench`: the smallest App Router page (scripts/floor/app) built with the shop's own
 * next, react and react-dom versions, in a folder of its own outside the shop (Next.js would otherwise take the
 * shop's configuration and start-up for its own). Installed and built once per set of versions.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

function run(command: string, args: string[], cwd: string) {
  const { status } = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed in the floor folder`);
}

/** Builds the floor if need be, starts it on `port`; gives the running server. */
export function startFloor(port: number): ChildProcess {
  const packages = ['next', 'react', 'react-dom'].map((name) => `${name}@${version(name)}`);
  const dir = path.join(os.tmpdir(), `storefront-floor-${packages.join('-').replaceAll('@', '')}`);
  if (!fs.existsSync(path.join(dir, '.next/BUILD_ID'))) {
    console.log(`Building the floor (${packages.join(', ')})…`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(path.resolve('scripts/floor'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    run('npm', ['install', '--no-audit', '--no-fund', '--silent', ...packages], dir);
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], dir);
  }
  return spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
  });
}
