import type { FastifyReply } from 'fastify';

/**
 * Published apps' visitors share the server with staff. At most `concurrency` visitor requests are
 * worked on at once, and only one while a staff request is being worked on; the others wait their
 * turn in arrival order (waiting costs nothing but memory). So a crowd of customers quoting neither
 * puts the studio's requests behind a queue of theirs nor shares the process with many of them,
 * and staff never lock visitors out. Staff requests never wait here.
 */
export function createGuestGate(concurrency: number) {
  const waiting: Array<() => void> = [];
  let active = 0;
  let staffActive = 0;

  function admit() {
    const room = staffActive > 0 ? 1 : concurrency;
    while (active < room && waiting.length > 0) {
      active += 1;
      waiting.shift()?.();
    }
  }
  /** Runs `onDone` once, when the response is sent or the client went away. */
  const whenDone = (reply: FastifyReply, onDone: () => void) => {
    if (reply.raw.closed) onDone();
    else reply.raw.once('close', onDone);
  };

  return {
    /** Resolves when the visitor's request may be worked on; its turn ends with its response. */
    enter(reply: FastifyReply): Promise<void> {
      return new Promise((entered) => {
        let admitted = false;
        let gone = false;
        waiting.push(() => {
          admitted = true;
          entered();
          // A visitor who went away while waiting gives the turn straight back.
          if (gone) leave();
        });
        const leave = () => {
          active -= 1;
          admit();
        };
        whenDone(reply, () => {
          gone = true;
          if (admitted) leave();
        });
        admit();
      });
    },
    /** A staff request is being worked on until its response is done: visitors get one turn meanwhile. */
    staffWorking(reply: FastifyReply): void {
      staffActive += 1;
      whenDone(reply, () => {
        staffActive -= 1;
        admit();
      });
    },
    /** Visitor requests being worked on, and waiting. */
    load: () => ({ active, waiting: waiting.length }),
  };
}
