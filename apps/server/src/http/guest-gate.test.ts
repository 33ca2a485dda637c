import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createGuestGate } from './guest-gate';

/** A server whose /guest/:id requests pass the gate and then wait until the test lets them finish. */
async function gatedServer(concurrency: number) {
  const gate = createGuestGate(concurrency);
  const started: string[] = [];
  const closed: string[] = [];
  const finishers = new Map<string, () => void>();
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/guest/:id', async (request, reply) => {
    reply.raw.once('close', () => closed.push(request.params.id));
    await gate.enter(reply);
    started.push(request.params.id);
    await new Promise<void>((finish) => finishers.set(request.params.id, finish));
    return { id: request.params.id };
  });
  let staffHold: Promise<void> = Promise.resolve();
  let staffInHandler = 0;
  app.get('/staff', async (_request, reply) => {
    gate.staffWorking(reply);
    staffInHandler += 1;
    await staffHold;
    return { staff: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const until = async (holds: () => boolean) => {
    while (!holds()) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    app,
    gate,
    base,
    started,
    finish: (id: string) => finishers.get(id)?.(),
    /** Staff requests from now on are worked on until the returned function is called. */
    holdStaff: () => {
      let release = () => {};
      staffHold = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    /** Resolves once the gate has let `id` in. */
    whenStarted: (id: string) => until(() => started.includes(id)),
    /** Resolves once the server has seen `id`'s connection close. */
    whenClosed: (id: string) => until(() => closed.includes(id)),
    whenWaiting: (count: number) => until(() => gate.load().waiting >= count),
    whenStaffWorking: () => until(() => staffInHandler > 0),
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the guest gate', () => {
  it('works on at most its concurrency of visitor requests; the next waits its turn, staff never wait', async () => {
    const server = await gatedServer(1);
    app = server.app;
    const first = fetch(`${server.base}/guest/a`).then((response) => response.json());
    await server.whenStarted('a');
    const second = fetch(`${server.base}/guest/b`).then((response) => response.json());
    await server.whenWaiting(1);
    expect(server.started).toEqual(['a']);

    const staff = await fetch(`${server.base}/staff`);
    expect(await staff.json()).toEqual({ staff: true });
    expect(server.started).toEqual(['a']);

    server.finish('a');
    expect(await first).toEqual({ id: 'a' });
    await server.whenStarted('b');
    server.finish('b');
    expect(await second).toEqual({ id: 'b' });
    expect(server.gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the turn of a visitor who went away while waiting straight back', async () => {
    const server = await gatedServer(1);
    app = server.app;
    const first = fetch(`${server.base}/guest/a`).then((response) => response.json());
    await server.whenStarted('a');
    const leaving = new AbortController();
    const gone = fetch(`${server.base}/guest/gone`, { signal: leaving.signal }).catch(() => 'aborted');
    await server.whenWaiting(1);
    leaving.abort();
    expect(await gone).toBe('aborted');
    await server.whenClosed('gone');
    const third = fetch(`${server.base}/guest/c`).then((response) => response.json());
    server.finish('a');
    await first;
    // The departed visitor's turn passes at once; the one after it is worked on.
    await server.whenStarted('c');
    server.finish('gone');
    server.finish('c');
    expect(await third).toEqual({ id: 'c' });
  });

  it('works on one visitor request at a time while a staff request is being worked on', async () => {
    const server = await gatedServer(3);
    app = server.app;
    const releaseStaff = server.holdStaff();
    const staff = fetch(`${server.base}/staff`).then((response) => response.json());
    // The staff request is in its handler, held; visitors now get one turn.
    await server.whenStaffWorking();
    const visitors = ['a', 'b', 'c'].map((id) =>
      fetch(`${server.base}/guest/${id}`).then((response) => response.json()),
    );
    await server.whenStarted('a');
    await server.whenWaiting(2);
    expect(server.gate.load()).toEqual({ active: 1, waiting: 2 });

    releaseStaff();
    expect(await staff).toEqual({ staff: true });
    // Staff done: the rest are let in up to the concurrency.
    await server.whenStarted('b');
    await server.whenStarted('c');
    for (const id of ['a', 'b', 'c']) server.finish(id);
    expect(await Promise.all(visitors)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });
});
