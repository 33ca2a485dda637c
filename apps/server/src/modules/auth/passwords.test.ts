import { describe, expect, it } from 'vitest';
import { HASHING_LIMITS, hashingStats, hashPassword, PasswordHashingBusy, verifyPassword } from './passwords';

// A cheap stored hash (N=2^10) keeps the test quick; the gate does not care how costly a hash is.
const CHEAP = `scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA==$${Buffer.alloc(64).toString('base64')}`;

describe('password hashing', () => {
  it('runs at most HASHING_LIMITS.concurrent hashes at once, queues HASHING_LIMITS.waiting more and refuses the rest', async () => {
    const { concurrent, waiting } = HASHING_LIMITS;
    const before = hashingStats().hashes;
    const answers = await Promise.allSettled(
      Array.from({ length: concurrent + waiting + 3 }, () => verifyPassword('guess', CHEAP)),
    );
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const answer of refused) expect((answer as PromiseRejectedResult).reason).toBeInstanceOf(PasswordHashingBusy);
    expect(answers.filter((answer) => answer.status === 'fulfilled' && answer.value === false)).toHaveLength(
      concurrent + waiting,
    );
    const after = hashingStats();
    expect(after.hashes - before).toBe(concurrent + waiting);
    expect(after.peak).toBeLessThanOrEqual(concurrent);
    expect(after.running).toBe(0);
  });

  it('still verifies what it hashed once the queue has drained', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });
});
