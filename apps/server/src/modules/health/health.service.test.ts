import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server';
import { createHealthService } from './health.service';

const log = createLogger('silent');
const answering = { stat: async () => null };

describe('readiness', () => {
  it('is ready when the database and the storage both answer', async () => {
    const health = createHealthService({ pingDatabase: async () => undefined, storage: answering, log });
    expect(await health.readiness()).toEqual({ ready: true, database: 'ok', storage: 'ok' });
  });

  it('is not ready when the database fails, and says which dependency', async () => {
    const health = createHealthService({
      pingDatabase: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      storage: answering,
      log,
    });
    expect(await health.readiness()).toEqual({ ready: false, database: 'unavailable', storage: 'ok' });
  });

  it('is not ready when the storage does not answer within the time allowed', async () => {
    const never = new Promise<null>(() => undefined);
    const health = createHealthService({
      pingDatabase: async () => undefined,
      storage: { stat: () => never },
      log,
      timeoutMs: 20,
    });
    expect(await health.readiness()).toEqual({ ready: false, database: 'ok', storage: 'unavailable' });
  });

  it('checks once for the asks of the same second, and again after it', async () => {
    let pings = 0;
    let clock = 0;
    const health = createHealthService({
      pingDatabase: async () => {
        pings += 1;
      },
      storage: answering,
      log,
      now: () => clock,
    });
    await Promise.all([health.readiness(), health.readiness()]);
    clock = 999;
    await health.readiness();
    expect(pings).toBe(1);
    clock = 1000;
    await health.readiness();
    expect(pings).toBe(2);
  });

  it('sends no second check to a dependency that has not answered the first', async () => {
    let pings = 0;
    let clock = 0;
    const health = createHealthService({
      pingDatabase: () => {
        pings += 1;
        return new Promise<void>(() => undefined);
      },
      storage: answering,
      log,
      timeoutMs: 20,
      now: () => clock,
    });
    for (let second = 0; second < 3; second++) {
      clock = second * 1000;
      expect(await health.readiness()).toEqual({ ready: false, database: 'unavailable', storage: 'ok' });
    }
    expect(pings).toBe(1);
  });
});
