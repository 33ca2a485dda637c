// A tiny worker thread for worker-thread.test.ts: it echoes, waits, spins (for ever or for a while),
// crashes, exits or fills its heap.
import { threadId } from 'node:worker_threads';
import { answerRequests } from './worker-port';

export type SampleRequest =
  | { op: 'echo'; value: string }
  /** Answers after `ms`, with how many requests the thread held when this one came. */
  | { op: 'wait'; ms: number }
  | { op: 'spin' }
  /** Keeps the thread busy for `ms` of wall-clock time, then answers. */
  | { op: 'busy'; ms: number }
  | { op: 'throw'; message: string }
  | { op: 'exit' }
  | { op: 'grow' };
/** `started`: how many requests this thread had begun, this one included (the order of starts). */
export type SampleResponse = { threadId: number; started: number; value?: string; held?: number };

let held = 0;
let started = 0;

async function respond(request: SampleRequest): Promise<SampleResponse> {
  const order = ++started;
  switch (request.op) {
    case 'echo':
      return { threadId, started: order, value: request.value };
    case 'wait': {
      held++;
      const heldNow = held;
      await new Promise((resolve) => setTimeout(resolve, request.ms));
      held--;
      return { threadId, started: order, held: heldNow };
    }
    case 'spin':
      for (;;);
    case 'busy': {
      const until = Date.now() + request.ms;
      while (Date.now() < until);
      return { threadId, started: order };
    }
    case 'throw':
      throw new Error(request.message);
    case 'exit':
      return process.exit(3);
    case 'grow': {
      const hoard: number[][] = [];
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_, index) => index));
    }
  }
}

answerRequests(respond);
