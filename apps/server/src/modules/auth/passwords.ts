import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Hashes run on libuv's threadpool (async scrypt), at most `concurrent` at once per process so the
 * pool's other threads stay free for files and DNS, and at most `waiting` more queue for a turn.
 */
export const HASHING_LIMITS = { concurrent: 2, waiting: 32 };

/** Thrown when the hashing queue is full: the caller answers too_many_attempts instead of waiting. */
export class PasswordHashingBusy extends Error {
  constructor() {
    super('Password hashing is busy.');
  }
}

const queue: Array<() => void> = [];
const stats = { running: 0, peak: 0, hashes: 0 };

/** How many hashes ran (and the most at once), for tests and metrics. */
export const hashingStats = (): Readonly<typeof stats> => ({ ...stats });

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (stats.running >= HASHING_LIMITS.concurrent) {
    if (queue.length >= HASHING_LIMITS.waiting) throw new PasswordHashingBusy();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else stats.running += 1;
  // A woken waiter inherits the slot of the hash that finished, so `running` stays within the bound.
  stats.peak = Math.max(stats.peak, stats.running);
  stats.hashes += 1;
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else stats.running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return turn(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when the user does not exist, so both answers take the same time. */
export const DUMMY_HASH = `scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
