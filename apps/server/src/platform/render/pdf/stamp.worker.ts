// The worker thread that parses and stamps uploaded PDFs, so a hostile file can be stopped by
// terminating the thread (heap limit, hard timeout). Its requests are StampJobs, its responses StampAnswers.
import { PDF_INPUT_ERRORS } from '@carrier/contracts';
import { answerRequests } from '../worker-port';
import { type StampAnswer, type StampJob, stampPdf } from './stamp';

async function stamp(job: StampJob): Promise<StampAnswer> {
  try {
    return await stampPdf(job);
  } catch {
    return { ok: false, problem: PDF_INPUT_ERRORS.damaged };
  }
}

// The stamped PDF's bytes move to the renderer rather than being copied.
answerRequests(stamp, (answer) => (answer.ok ? [answer.pdf.buffer as ArrayBuffer] : []));
