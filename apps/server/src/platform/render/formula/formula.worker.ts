// The worker thread that reads workbooks and evaluates them, so a workbook that takes too long or
// too much memory is stopped by terminating the thread. Built workbooks stay here, per key.
import { LruCache } from '../../../core/lru-cache';
import type { Outcome, Problem } from '../../../core/outcome';
import { answerRequests } from '../worker-port';
import { type CompiledWorkbook, compileWorkbook, type InputValue, type OutputValue } from './formula-engine';
import { readWorkbook, type SheetModel, type WorkbookName } from './workbook-reader';

export type FormulaJob =
  | { op: 'names'; key: string; bytes?: Uint8Array }
  | { op: 'evaluate'; key: string; bytes?: Uint8Array; inputs: InputValue[]; outputs: string[] }
  | { op: 'sheet'; key: string; bytes?: Uint8Array; sheet: string | null };
export type FormulaAnswer =
  | { ok: true; value: WorkbookName[] | OutputValue[] | SheetModel }
  | { ok: false; problem: Problem }
  | { needsWorkbook: true };

const CACHE_ENTRIES = 16;
/** Built workbooks by key, the least recently used destroyed first. */
const built = new LruCache<Promise<Outcome<CompiledWorkbook>>>({
  maxEntries: CACHE_ENTRIES,
  dispose: (dropped) => void dropped.then((outcome) => outcome.ok && outcome.value.destroy()),
});

async function build(bytes: Uint8Array): Promise<Outcome<CompiledWorkbook>> {
  const model = await readWorkbook(bytes);
  return model.ok ? compileWorkbook(model.value) : model;
}

/** One sheet's cells as read (the first sheet when none is named): a rate table's import. */
async function readSheet(job: Extract<FormulaJob, { op: 'sheet' }>): Promise<FormulaAnswer> {
  if (!job.bytes) return { needsWorkbook: true };
  const model = await readWorkbook(job.bytes);
  if (!model.ok) return model;
  const sheet = job.sheet === null ? model.value.sheets[0] : model.value.sheets.find((one) => one.name === job.sheet);
  if (!sheet)
    return {
      ok: false,
      problem: { code: 'sheet_not_found', message: `The workbook has no sheet ${job.sheet ?? ''}.` },
    };
  return { ok: true, value: sheet };
}

async function run(job: FormulaJob): Promise<FormulaAnswer> {
  if (job.op === 'sheet') return readSheet(job);
  let entry = built.get(job.key);
  if (!entry) {
    if (!job.bytes) return { needsWorkbook: true };
    entry = build(job.bytes);
    built.set(job.key, entry);
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
