// The worker thread that parses and renders Liquid, so a runaway template can be stopped by
// terminating the thread. A job is a template (its key and source) with its data.
import { answerRequests } from '../worker-port';
import { createLiquidRunner, type LiquidOutcome, type LiquidSource } from './liquid-engine';

export type LiquidJob = LiquidSource & { data: Record<string, unknown> };

const runLiquid = createLiquidRunner();

answerRequests<LiquidJob, LiquidOutcome>((job) => runLiquid(job, job.data));
