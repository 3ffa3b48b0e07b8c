import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { holdFolder } from './folder-lock';

const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-')), 'db');

const running = new Set<ChildProcess>();
afterEach(() => running.forEach((child) => child.kill('SIGKILL')));

/** A process that holds the folder (as a server would) and prints its PID, as seen in its own PID namespace. */
function holder(folder: string, namespace = false): Promise<{ child: ChildProcess; pid: number }> {
  const script = [
    `import('./lib/server/db/folder-lock.ts')`,
    `.then(({ holdFolder }) => { holdFolder(${JSON.stringify(folder)}); console.log('held ' + process.pid); setInterval(() => {}, 60000); })`,
    `.catch((e) => { console.log('refused ' + e.message); process.exit(1); })`,
  ].join('');
  const node = [process.execPath, '--conditions=react-server', '--import', 'tsx', '-e', script];
  const [command, ...args] = namespace ? ['unshare', '-p', '-f', '--mount-proc', '--kill-child', ...node] : node;
  const child = spawn(command, args, { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const held = out.match(/held (\d+)/);
      if (held) resolve({ child, pid: Number(held[1]) });
      if (out.includes('refused')) reject(new Error(out.trim()));
    });
    child.on('exit', () => reject(new Error(out.trim() || 'the holder ended')));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** A new PID namespace needs root (CI runs as root); elsewhere the container case is skipped. */
const canUnshare = spawnSync('unshare', ['-p', '-f', '--mount-proc', 'true']).status === 0;

describe('holdFolder', () => {
  it('refuses a folder this process holds already, names the holder, and frees it on release', () => {
    const folder = dir();
    const release = holdFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => holdFolder(folder)).toThrow(`The database folder ${folder} is in use by process ${process.pid}.`);
    release();
    holdFolder(folder)();
  });

  it('takes a folder whose lock file names a process that is gone, or this very PID', () => {
    const folder = dir();
    for (const stale of ['999999999', String(process.pid), '']) {
      fs.writeFileSync(`${folder}.lock`, stale);
      holdFolder(folder)();
    }
  });

  it('refuses a folder another live process holds, and takes it once that process is killed', async () => {
    const folder = dir();
    const { child, pid } = await holder(folder);
    expect(() => holdFolder(folder)).toThrow(`is in use by process ${pid}`);
    await killed(child);
    holdFolder(folder)();
  });

  (canUnshare ? it : it.skip)(
    'in containers (PID namespaces): a restart as PID 1 takes its folder back, a second live PID 1 is refused',
    async () => {
      const folder = dir();
      const first = await holder(folder, true);
      expect(first.pid).toBe(1);
      await expect(holder(folder, true)).rejects.toThrow('is in use by process 1');
      await killed(first.child);
      const restarted = await holder(folder, true);
      expect(restarted.pid).toBe(1);
      await killed(restarted.child);
    },
  );
});
