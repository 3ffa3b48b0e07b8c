import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * PGlite takes no lock of its own, and two processes on one folder lose rows. This holds an operating-system
 * lock on `{dir}.lock` through an open descriptor: another process (in any container or PID namespace on the
 * same machine) is refused while this one lives, and the kernel lets the lock go when the process ends, however
 * it ends, so a crash leaves nothing stale and a restart that gets the same PID (PID 1 in a container) starts.
 * The file names the holder's PID for the refusal message. Returns the function that lets the folder go.
 */
export function holdFolder(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = `${dir}.lock`;
  const fd = fs.openSync(lockFile, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  if (!tryLock(fd)) {
    const holder = fs.readFileSync(lockFile, 'utf8').trim() || 'another process';
    fs.closeSync(fd);
    throw new Error(
      `The database folder ${dir} is in use by process ${holder}. Stop it, or give this process its own folder with PGLITE_DIR.`,
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  return () => {
    unlock(fd);
    fs.closeSync(fd);
  };
}
