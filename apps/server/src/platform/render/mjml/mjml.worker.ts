// The worker thread that compiles MJML, so a render that runs away can be stopped by terminating the
// thread. Messages: { id, markup, text } in, { id, ok, output | message } out.
import { parentPort } from 'node:worker_threads';
import { compileMjml, type MjmlOutput } from './mjml-engine';

export type MjmlJob = { id: number; markup: string; text: boolean };
export type MjmlAnswer = { id: number; ok: true; output: MjmlOutput } | { id: number; ok: false; message: string };

async function run(job: MjmlJob): Promise<MjmlAnswer> {
  try {
    return { id: job.id, ok: true, output: await compileMjml(job.markup, { text: job.text }) };
  } catch (error) {
    return { id: job.id, ok: false, message: String((error as Error)?.message ?? error) };
  }
}

parentPort?.on('message', (job: MjmlJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
// Renders are timed from here on: starting the thread (loading mjml) does not count against the timeout.
parentPort?.postMessage({ ready: true });
