import { spawnSync } from 'node:child_process';
import { startTempPostgres } from './scripts/temp-postgres.mjs';
const server = startTempPostgres(Number(process.env.PGPORT_TEST));
const r = spawnSync('node', ['--experimental-vm-modules', 'node_modules/.bin/jest', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: server.url } });
server.stop(); process.exit(r.status);
