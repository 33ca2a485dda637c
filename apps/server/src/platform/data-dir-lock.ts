import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `Another Carrier Studio server (${holder}) is using DATA_DIR ${dataDir}. The embedded database allows one ` +
        'server process per data directory: stop the other one, choose another DATA_DIR, or use PostgreSQL ' +
        `(DATABASE_URL) to run several. If no other server is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

type Holder = { pid: number; host: string };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : null;
  } catch {
    return null;
  }
}

/**
 * An exclusive lock on a data directory: a lock file created with O_EXCL holding the owner's pid.
 * A lock left by a process that is gone (kill -9, power loss) on this host is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      return () => {
        if (readHolder(path)?.pid === mine.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(path);
    if (holder && (holder.host !== mine.host || isRunning(holder.pid))) {
      throw new DataDirLockedError(dataDir, `pid ${holder.pid} on ${holder.host}`);
    }
    // Stale (its process is gone) or unreadable: take it over; O_EXCL settles a race between two starters.
    rmSync(path, { force: true });
  }
  throw new DataDirLockedError(dataDir, 'another process starting at the same moment');
}
