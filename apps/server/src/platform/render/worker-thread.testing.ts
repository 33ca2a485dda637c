// A tiny worker thread for worker-thread.test.ts: it echoes, waits, spins, crashes, exits or fills its heap.
import { threadId } from 'node:worker_threads';
import { answerRequests } from './worker-port';

export type SampleRequest =
  | { op: 'echo'; value: string }
  /** Answers after `ms`, with how many requests the thread held when this one came. */
  | { op: 'wait'; ms: number }
  | { op: 'spin' }
  | { op: 'throw'; message: string }
  | { op: 'exit' }
  | { op: 'grow' };
export type SampleResponse = { threadId: number; value?: string; held?: number };

let held = 0;

async function respond(request: SampleRequest): Promise<SampleResponse> {
  switch (request.op) {
    case 'echo':
      return { threadId, value: request.value };
    case 'wait': {
      held++;
      const heldNow = held;
      await new Promise((resolve) => setTimeout(resolve, request.ms));
      held--;
      return { threadId, held: heldNow };
    }
    case 'spin':
      for (;;);
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
