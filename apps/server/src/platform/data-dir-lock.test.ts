import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'carrier-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder with a clear message, and frees the directory on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Another Carrier Studio server \(pid \d+ on .+\) is using DATA_DIR/);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock whose process is gone (kill -9)', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: gone, host: hostname() }));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});
