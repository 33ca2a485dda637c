import { FUNCTION_ERRORS, WORKBOOK_LIMITS } from '@carrier/contracts';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '../../../core/outcome';
import { compileWorkbook } from './formula-engine';
import { createFormulaRenderer } from './formula-renderer';
import { normalizeFormula, readWorkbook } from './workbook-reader';
import { brokenWorkbook, ratingWorkbook, tallWorkbook, zipOf } from './workbooks.testing';
import { inspectZip } from './zip-guard';

const OUTPUTS = ['output_base', 'output_factor', 'output_premium', 'output_end', 'output_days', 'output_riders'];

async function compiled(bytes: Uint8Array) {
  const model = await readWorkbook(bytes);
  if (!model.ok) throw new Error(model.problem.message);
  const workbook = compileWorkbook(model.value);
  if (!workbook.ok) throw new Error(workbook.problem.message);
  return workbook.value;
}
const values = (answer: { ok: boolean; value?: Array<{ name: string; value: unknown }> }) =>
  Object.fromEntries((answer.value ?? []).map((output) => [output.name, output.value]));

describe('formula engine', () => {
  it('takes formulas as the engine does: no file prefixes, TRUE and FALSE as functions, text left alone', () => {
    expect(normalizeFormula('_xlfn.XLOOKUP(A1,B:B,C:C,TRUE)')).toBe('XLOOKUP(A1,B:B,C:C,TRUE())');
    expect(normalizeFormula('IF(A1="TRUE",FALSE,\'TRUE sheet\'!A1)')).toBe('IF(A1="TRUE",FALSE(),\'TRUE sheet\'!A1)');
    expect(normalizeFormula('TRUE()+true_value')).toBe('TRUE()+true_value');
  });

  it('lists the defined names with labels and types, ranges with their columns', async () => {
    const workbook = await compiled(await ratingWorkbook());
    const byName = Object.fromEntries(workbook.names.map((name) => [name.name, name]));
    expect(byName.input_age).toMatchObject({
      kind: 'cell',
      sheet: 'Rating',
      reference: 'B1',
      label: 'Age',
      dataType: 'number',
    });
    expect(byName.input_plan).toMatchObject({ label: 'Plan', dataType: 'string' });
    expect(byName.input_smoker).toMatchObject({ dataType: 'boolean' });
    expect(byName.input_start).toMatchObject({ dataType: 'date' });
    // Formulas saved without a cached result are typed from the engine's value.
    expect(byName.output_premium).toMatchObject({ label: 'Premium', dataType: 'number' });
    expect(byName.output_end).toMatchObject({ dataType: 'date' });
    expect(byName.input_riders).toMatchObject({
      kind: 'range',
      reference: 'A1:C4',
      columns: [
        { label: 'Rider', dataType: 'string' },
        { label: 'Cover', dataType: 'number' },
        { label: 'Premium', dataType: 'number' },
      ],
    });
  });

  it('leaves out names the engine cannot take: constants, whole columns, cell-like names', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.getCell('A1').value = 1;
    workbook.definedNames.add('Sheet1!$A$1', 'input_ok');
    workbook.definedNames.add('Sheet1!$A$1', 'AB12');
    workbook.definedNames.add('Sheet1!$A:$A', 'input_column');
    const model = await readWorkbook(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(model.ok && model.value.names.map((name) => name.name)).toEqual(['input_ok']);
  });

  it('evaluates the rating workbook with its own values as defaults', async () => {
    const workbook = await compiled(await ratingWorkbook());
    expect(values(workbook.evaluate([], OUTPUTS))).toEqual({
      output_base: 150,
      output_factor: 1,
      output_premium: 162.5,
      output_end: '2026-12-31',
      output_days: 364,
      output_riders: 1,
    });
  });

  it('writes inputs (a range takes an array of rows) and restores the defaults afterwards', async () => {
    const workbook = await compiled(await ratingWorkbook());
    const inputs = [
      { name: 'input_age', value: 50 },
      { name: 'input_plan', value: 'Gold' },
      { name: 'input_smoker', value: true },
      { name: 'input_start', value: '2024-02-29' },
      {
        name: 'input_riders',
        value: [
          { Rider: 'Dental', Cover: 1000, Premium: 12.34 },
          { Rider: 'Vision', Cover: 500, Premium: 8.1 },
        ],
      },
    ];
    expect(values(workbook.evaluate(inputs, [...OUTPUTS, 'output_plans']))).toEqual({
      output_base: 220,
      output_factor: 1.4,
      output_premium: 482.44,
      output_end: '2025-02-27',
      output_days: 364,
      output_riders: 2,
      output_plans: [
        { Plan: 'Bronze', Factor: 0.8 },
        { Plan: 'Silver', Factor: 1 },
        { Plan: 'Gold', Factor: 1.4 },
      ],
    });
    expect(values(workbook.evaluate([{ name: 'input_age', value: '61' }], ['output_base', 'output_premium']))).toEqual({
      output_base: 400,
      output_premium: 412.5,
    });
    expect(values(workbook.evaluate([], ['output_base', 'output_premium', 'output_riders']))).toEqual({
      output_base: 150,
      output_premium: 162.5,
      output_riders: 1,
    });
  });

  it('never takes an input as a formula', async () => {
    const workbook = await compiled(await ratingWorkbook());
    const answer = workbook.evaluate([{ name: 'input_plan', value: '=1/0' }], ['output_factor']);
    expect(values(answer)).toEqual({ output_factor: 1 });
  });

  it('names the cell of a circular reference and of an unsupported function', async () => {
    const workbook = await compiled(await brokenWorkbook());
    const loop = workbook.evaluate([], ['output_loop']);
    expect(loop).toEqual({ ok: false, problem: FUNCTION_ERRORS.cellError('Sheet1!A1', 'circular reference.') });
    const unknown = workbook.evaluate([], ['output_unknown']);
    expect(unknown).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.cellError('Sheet1!C1', 'unsupported function NOSUCHFUNCTION.'),
    });
    expect(workbook.evaluate([], ['output_none'])).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.nameNotInWorkbook('output_none'),
    });
  });

  it('refuses too many rows for a range input', async () => {
    const workbook = await compiled(await ratingWorkbook());
    const rows = Array.from({ length: 4 }, () => ({ Rider: 'x', Cover: 1, Premium: 1 }));
    const answer = workbook.evaluate([{ name: 'input_riders', value: rows }], ['output_riders']);
    expect(answer).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.inputValue('input_riders', '4 rows given, the range holds 3.'),
    });
  });
});

describe('workbook limits', () => {
  it('refuses a zip bomb from its central directory, before unpacking', async () => {
    const bomb = zipOf({
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/worksheets/sheet1.xml': Buffer.alloc(50 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(200_000);
    expect(inspectZip(bomb)).toEqual({ ok: false, problem: FUNCTION_ERRORS.archiveTooLarge });
    expect(await readWorkbook(bomb)).toEqual({ ok: false, problem: FUNCTION_ERRORS.archiveTooLarge });
  });

  it('refuses more entries than the limit, and a truncated archive, from the directory alone', () => {
    const three = zipOf({ 'xl/workbook.xml': Buffer.from('<workbook/>'), a: Buffer.from('a'), b: Buffer.from('b') });
    expect(inspectZip(three, { ...WORKBOOK_LIMITS, entries: 2 })).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.archiveTooLarge,
    });
    expect(inspectZip(three)).toMatchObject({ ok: true, value: expect.arrayContaining([expect.anything()]) });
    expect(inspectZip(three.subarray(0, three.length - 30))).toMatchObject({ ok: false });
  });

  it('refuses an archive whose directory lies about its sizes, when unpacking finds out', async () => {
    const liar = Buffer.from(
      zipOf({
        'xl/workbook.xml': Buffer.from('<workbook/>'),
        'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024, 32),
      }),
    );
    for (let at = 0; at < liar.length - 4; at++)
      if (liar.readUInt32LE(at) === 0x02014b50) liar.writeUInt32LE(1024, at + 24);
    expect(inspectZip(liar)).toMatchObject({ ok: true });
    expect(await readWorkbook(liar)).toEqual({ ok: false, problem: FUNCTION_ERRORS.archiveInvalid });
  });

  it('refuses what is not an xlsx file, and too large a file', async () => {
    expect(await readWorkbook(new TextEncoder().encode('name,age\nAnn,3\n'))).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.fileNotCompatible,
    });
    expect(inspectZip(zipOf({ 'word/document.xml': Buffer.from('<w/>') }))).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.fileNotCompatible,
    });
    expect(inspectZip(new Uint8Array(WORKBOOK_LIMITS.fileBytes + 1))).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.fileTooLarge,
    });
  });

  it('refuses an oversized sheet: rows past the limit, or too many cells', async () => {
    expect(await readWorkbook(await tallWorkbook(WORKBOOK_LIMITS.rows + 1))).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.sheetTooLarge('Tall', `${WORKBOOK_LIMITS.rows} rows`),
    });
    const limits = { ...WORKBOOK_LIMITS, cells: 10 };
    expect(await readWorkbook(await ratingWorkbook(), limits)).toMatchObject({
      ok: false,
      problem: { code: 'workbook_sheet_too_large' },
    });
  });
});

describe('formula renderer (worker thread)', () => {
  const renderer = createFormulaRenderer();
  afterAll(() => renderer.close());

  it('reads the file once per key and evaluates the built workbook after that', async () => {
    const bytes = await ratingWorkbook();
    let loads = 0;
    const source = {
      key: 'tenant:template:1:file',
      load: async () => {
        loads++;
        return ok(bytes);
      },
    };
    const first = await renderer.evaluate(source, [{ name: 'input_age', value: 45 }], ['output_base']);
    expect(values(first)).toEqual({ output_base: 220 });
    const second = await renderer.evaluate(source, [{ name: 'input_age', value: 10 }], ['output_base']);
    expect(values(second)).toEqual({ output_base: 100 });
    expect(await renderer.names(source)).toMatchObject({ ok: true });
    expect(loads).toBe(1);
    await renderer.evaluate({ ...source, key: 'tenant:template:2:file' }, [], ['output_base']);
    expect(loads).toBe(2);
  });

  it('stops a workbook past the hard timeout and keeps working afterwards', async () => {
    const impatient = createFormulaRenderer({ hardTimeoutMs: 1 });
    const source = { key: 'slow', load: async () => ok(await ratingWorkbook()) };
    expect(await impatient.evaluate(source, [], ['output_base'])).toEqual({
      ok: false,
      problem: FUNCTION_ERRORS.timeout(1),
    });
    await impatient.close();
    const answer = await renderer.evaluate({ ...source, key: 'after' }, [], ['output_base']);
    expect(values(answer)).toEqual({ output_base: 150 });
  });
});
