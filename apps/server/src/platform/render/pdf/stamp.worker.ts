// The worker thread that parses and stamps uploaded PDFs, so a hostile file can be stopped by
// terminating the thread (heap limit, hard timeout). Messages: { id, job } in, { id, answer } out.
import { parentPort } from 'node:worker_threads';
import { PDF_INPUT_ERRORS } from '@carrier/contracts';
import { type StampAnswer, type StampJob, stampPdf } from './stamp';

export type StampMessage = { id: number; job: StampJob };
export type StampReply = { id: number; answer: StampAnswer };

parentPort?.on('message', async (message: StampMessage) => {
  let answer: StampAnswer;
  try {
    answer = await stampPdf(message.job);
  } catch {
    answer = { ok: false, problem: PDF_INPUT_ERRORS.damaged };
  }
  const transfer = answer.ok ? [answer.pdf.buffer as ArrayBuffer] : [];
  parentPort?.postMessage({ id: message.id, answer } satisfies StampReply, transfer);
});
parentPort?.postMessage({ ready: true });
