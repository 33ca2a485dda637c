// Function templates: evaluations per second of a 200-formula workbook through the formula renderer
// (worker thread, HyperFormula) once it is built and cached for its key, as a ratio to rebuilding it
// (exceljs read + HyperFormula build) for every evaluation, measured side by side in the same run.
import { ok } from '../apps/server/src/core/outcome';
import { createFormulaRenderer } from '../apps/server/src/platform/render/formula/formula-renderer';
import { chainWorkbook } from '../apps/server/src/platform/render/formula/workbooks.testing';
import { compare, report } from './lib/throughput';

const FORMULAS = 200;
const bytes = await chainWorkbook(FORMULAS);
const renderer = createFormulaRenderer();
const load = async () => ok(bytes);
let seed = 0;
const evaluate = async (key: string) => {
  seed = (seed % 100) + 1;
  const answer = await renderer.evaluate({ key, load }, [{ name: 'input_seed', value: seed }], ['output_result']);
  if (!answer.ok || typeof answer.value[0]?.value !== 'number')
    throw new Error(`unexpected evaluation: ${JSON.stringify(answer)}`);
};
try {
  await evaluate('bench:cached');
  let rebuilds = 0;
  report(
    `function: evaluations of a ${FORMULAS}-formula workbook, built once (cached per template version and file)`,
    await compare(
      { name: 'cached build', run: () => evaluate('bench:cached') },
      { name: 'rebuild per evaluation', run: () => evaluate(`bench:rebuild:${rebuilds++}`) },
      3,
      { concurrency: 2 },
    ),
    'reading and building the workbook for every evaluation',
  );
} finally {
  await renderer.close();
}
