import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one folder lose rows.
 * Claims `{dir}.lock` for this process, refusing a folder that another live process holds.
 * Returns the function that lets it go (also run when the process exits).
 */
export function holdFolder(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new Error(
          `The database folder ${dir} is in use by process ${owner}. Stop it, or give this process its own folder with PGLITE_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
