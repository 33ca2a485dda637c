// The worker thread that reads workbooks and evaluates them, so a workbook that takes too long or
// too much memory is stopped by terminating the thread. Built workbooks stay here, per key.
import type { Outcome, Problem } from '../../../core/outcome';
import { answerRequests } from '../worker-port';
import { type CompiledWorkbook, compileWorkbook, type InputValue, type OutputValue } from './formula-engine';
import { readWorkbook, type WorkbookName } from './workbook-reader';

export type FormulaJob =
  | { op: 'names'; key: string; bytes?: Uint8Array }
  | { op: 'evaluate'; key: string; bytes?: Uint8Array; inputs: InputValue[]; outputs: string[] };
export type FormulaAnswer =
  | { ok: true; value: WorkbookName[] | OutputValue[] }
  | { ok: false; problem: Problem }
  | { needsWorkbook: true };

const CACHE_ENTRIES = 16;
const built = new Map<string, Promise<Outcome<CompiledWorkbook>>>();

async function build(bytes: Uint8Array): Promise<Outcome<CompiledWorkbook>> {
  const model = await readWorkbook(bytes);
  return model.ok ? compileWorkbook(model.value) : model;
}

function remember(key: string, entry: Promise<Outcome<CompiledWorkbook>>) {
  built.set(key, entry);
  while (built.size > CACHE_ENTRIES) {
    const [oldest] = built.keys();
    if (oldest === undefined) break;
    const dropped = built.get(oldest);
    built.delete(oldest);
    void dropped?.then((outcome) => outcome.ok && outcome.value.destroy());
  }
}

async function run(job: FormulaJob): Promise<FormulaAnswer> {
  let entry = built.get(job.key);
  if (entry) {
    // Most recently used last.
    built.delete(job.key);
    built.set(job.key, entry);
  } else {
    if (!job.bytes) return { needsWorkbook: true };
    entry = build(job.bytes);
    remember(job.key, entry);
  }
  const workbook = await entry;
  if (!workbook.ok) return { ok: false, problem: workbook.problem };
  if (job.op === 'names') return { ok: true, value: workbook.value.names };
  const outputs = workbook.value.evaluate(job.inputs, job.outputs);
  return outputs.ok ? { ok: true, value: outputs.value } : { ok: false, problem: outputs.problem };
}

answerRequests<FormulaJob, FormulaAnswer>((job) =>
  run(job).catch((error: unknown) => ({
    ok: false,
    problem: { code: 'workbook_error', message: (error as Error).message },
  })),
);
