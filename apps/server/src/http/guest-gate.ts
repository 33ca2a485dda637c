import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';

/**
 * Published apps' visitors share the server with staff. At most `concurrency` visitor requests are
 * worked on at once; the others wait their turn in arrival order (waiting costs nothing but memory),
 * so a crowd of customers quoting never puts the studio's own requests behind a queue of theirs.
 * Staff requests never wait here.
 */
export function createGuestGate(concurrency: number) {
  const limit = pLimit(concurrency);
  return {
    /** Resolves when the request may be worked on; its turn ends when its response is done or abandoned. */
    enter(reply: FastifyReply): Promise<void> {
      let done = false;
      let leave: (() => void) | undefined;
      reply.raw.once('close', () => {
        done = true;
        leave?.();
      });
      return new Promise((entered) => {
        void limit(
          () =>
            new Promise<void>((release) => {
              // A visitor who went away while waiting gives the turn straight back.
              if (done) release();
              else leave = release;
              entered();
            }),
        );
      });
    },
    /** Visitor requests being worked on, and waiting. */
    load: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  };
}
