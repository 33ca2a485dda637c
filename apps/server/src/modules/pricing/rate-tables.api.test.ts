import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenWorkbook } from '../../platform/render/formula/workbooks.testing';
import { useTestServer } from '../../testing/use-test-server';
import { uploadTo } from '../files/files.testing';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const RESULT = 'status errors errors_2 { code message } id cellErrors { row column reason }';
const CREATE = `mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { ${RESULT} } }`;
const UPDATE = `mutation($p: productIdInput!, $n: String!, $i: rateTableInput!) { updateRateTable(productId: $p, name: $n, input: $i) { ${RESULT} } }`;
const DELETE = `mutation($p: productIdInput!, $n: String!) { deleteRateTable(productId: $p, name: $n) { ${RESULT} } }`;
const IMPORT = `mutation($p: productIdInput!, $n: String!, $csv: String!) { importRateTableCsv(productId: $p, name: $n, csv: $csv) { ${RESULT} } }`;
const IMPORT_XLSX = `mutation($p: productIdInput!, $n: String!, $f: String!, $s: String) { importRateTableXlsx(productId: $p, name: $n, fileKey: $f, sheet: $s) { ${RESULT} } }`;
const TABLES = `query($p: productIdInput!) { rateTables(productId: $p) { name inputs { name kind } outputs noGaps columnLabels rows { cells } csv } }`;
const NEW_VERSION = `mutation($p: productIdInput!, $v: String!) { createProductVersion(productId: $p, version: $v) { status errors_2 { code } } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors_2 { code message } } }`;
const CREATE_CASE = `mutation($p: productIdInput!, $i: ratingTestCaseInput!) { createRatingTestCase(productId: $p, input: $i) { status errors_2 { code message } } }`;
const IMPACT = `query($where: productWhereInput, $other: productIdInput!) { products_2(where: $where) { list { premiumImpact(compareTo: $other) { name originalAmount newAmount change } } } }`;

type Answer = {
  status: string;
  errors_2: Array<{ code: string; message: string }>;
  id: string | null;
  cellErrors: Array<{ row: number; column: string; reason: string }>;
};

/** Term life: age band x smoker, the rate per 1,000 sum insured interpolated between 100k and 500k. */
const TERM_LIFE = {
  name: 'term_rates',
  description: 'Term life rates per 1,000',
  inputs: [
    { name: 'age', kind: 'band' },
    { name: 'smoker', kind: 'exact' },
    { name: 'sumInsured', kind: 'interpolate' },
  ],
  outputs: ['rate'],
  noGaps: true,
  rows: [
    ['18', '40', 'no', '100000', '1.20'],
    ['18', '40', 'no', '500000', '1.00'],
    ['18', '40', 'yes', '100000', '2.40'],
    ['18', '40', 'yes', '500000', '2.00'],
    ['40', '65', 'no', '100000', '3.10'],
    ['40', '65', 'no', '500000', '2.70'],
    ['40', '65', 'yes', '100000', '6.20'],
    ['40', '65', 'yes', '500000', '5.40'],
  ].map((cells) => ({ cells })),
};
const TERM_LIFE_CSV = [
  'age.from,age.to,smoker,sumInsured,rate',
  ...TERM_LIFE.rows.map((row) => row.cells.join(',')),
].join('\r\n');
const AMOUNT = JSON.stringify({
  '*': [
    { table: ['term_rates', { var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }] },
    { var: 'sumInsured' },
    0.001,
  ],
});

describe('rate tables', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const v1: ProductIdArg = { plan: 'term_life', type: 'individual', version: '1' };
  const v2: ProductIdArg = { ...v1, version: '2' };
  const mutate = async (field: string, query: string, variables: Record<string, unknown>, as?: string) => {
    const answer = await client.call<Record<string, Answer>>(query, variables, as);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data[field] as Answer;
  };
  const tables = async (productId: ProductIdArg, as?: string) => {
    const answer = await client.call<{
      rateTables: Array<Record<string, unknown> & { rows: Array<{ cells: string[] }> }>;
    }>(TABLES, { p: productId }, as);
    return answer;
  };

  beforeAll(() => client.createProduct(v1));

  it('refuses a rule naming a table that does not exist, then stores a table and prices with it', async () => {
    const refused = await client.setLogic(v1, AMOUNT);
    expect(refused.errors_2[0]).toEqual({
      code: 'rule_invalid',
      message: 'amountLogic: There is no rate table named term_rates (at $.*[0].table)',
    });
    const created = await mutate('createRateTable', CREATE, { p: v1, i: TERM_LIFE });
    expect(created).toMatchObject({ status: 'success', cellErrors: [] });
    expect((await mutate('createRateTable', CREATE, { p: v1, i: TERM_LIFE })).errors_2[0]?.code).toBe(
      'rate_table_exists',
    );
    expect((await client.setLogic(v1, AMOUNT)).status).toBe('success');
    // 1.20 + (1.00 - 1.20) x 200,000 / 400,000 = 1.10 per 1,000 on 300,000
    expect((await client.price(v1, { age: 30, smoker: 'no', sumInsured: 300_000 })).amount).toBe(330);
    // 40 is the second band (from <= x < to); 6.20 + (5.40 - 6.20) x 0.25 = 6.00
    expect((await client.price(v1, { age: 40, smoker: 'yes', sumInsured: 200_000 })).amount).toBe(1200);
    const listed = await tables(v1);
    expect(listed.data.rateTables[0]).toMatchObject({
      name: 'term_rates',
      columnLabels: ['age.from', 'age.to', 'smoker', 'sumInsured', 'rate'],
      noGaps: true,
    });
    expect(listed.data.rateTables[0]?.rows[0]?.cells).toEqual(['18', '40', 'no', '100000', '1.20']);
  });

  it('answers no row as an issue naming the table and the keys, never 0', async () => {
    const priced = await client.price(v1, { age: 70, smoker: 'no', sumInsured: 300_000 });
    expect(priced.amount).toBeNull();
    expect(priced.issues).toEqual([
      {
        code: 'rate_table_no_row',
        message: 'The rate table term_rates has no row for age 70, smoker "no", sumInsured 300000.',
      },
    ]);
    const outside = await client.price(v1, { age: 30, smoker: 'no', sumInsured: 900_000 });
    expect(outside.issues[0]?.code).toBe('rate_table_no_row');
  });

  it('decides underwriting through the API with a rule that reads a table, answering its reason', async () => {
    const UPDATE_PRODUCT = `mutation($p: productIdInput!, $i: updateProductInput) { updateProduct(productId: $p, input: $i) { underwritingRulesJson } }`;
    const DECIDE = `query($where: productWhereInput, $v: String) { products_2(where: $where) { list { underwritingDecision(valuesJsonString: $v) { decision reason error } } } }`;
    const rate = { table: ['term_rates', { var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }] };
    const rules = JSON.stringify({ if: [{ '>': [rate, 5] }, 'refer; Rate above 5 per 1,000', 'accept'] });
    const unknown = await client.call(UPDATE_PRODUCT, {
      p: v1,
      i: { underwritingRules: rules.replace('term_rates', 'no_such_rates') },
    });
    expect(unknown.errors?.[0]?.message).toBe(
      'underwritingRules: There is no rate table named no_such_rates (at $.if[0].>[0].table)',
    );
    expect((await client.call(UPDATE_PRODUCT, { p: v1, i: { underwritingRules: rules } })).errors).toBeUndefined();
    const decide = async (values: object) =>
      (
        await client.call<{ products_2: { list: Array<{ underwritingDecision: Record<string, unknown> }> } }>(DECIDE, {
          where: { id_in: [v1] },
          v: JSON.stringify(values),
        })
      ).data.products_2.list[0]?.underwritingDecision;
    // 6.20 + (5.40 - 6.20) x 0.25 = 6.00 per 1,000: above 5
    expect(await decide({ age: 50, smoker: 'yes', sumInsured: 200_000 })).toEqual({
      decision: 'refer',
      reason: 'Rate above 5 per 1,000',
      error: null,
    });
    expect(await decide({ age: 30, smoker: 'no', sumInsured: 300_000 })).toEqual({
      decision: 'accept',
      reason: null,
      error: null,
    });
    expect((await decide({ age: 70, smoker: 'no', sumInsured: 300_000 }))?.error).toBe(
      'The underwriting rules failed: The rate table term_rates has no row for age 70, smoker "no", sumInsured 300000.',
    );
    await client.call(UPDATE_PRODUCT, { p: v1, i: { underwritingRules: '' } });
  });

  it('refuses bad tables with the cell and the reason, storing nothing', async () => {
    const bad = await mutate('createRateTable', CREATE, {
      p: v1,
      i: {
        name: 'bad',
        inputs: [{ name: 'age', kind: 'band' }],
        outputs: ['rate'],
        noGaps: true,
        rows: [
          ['18', '40', '1'],
          ['30', '50', '2'],
          ['60', '70', 'x'],
        ].map((cells) => ({ cells })),
      },
    });
    expect(bad.status).toBe('failure');
    expect(bad.errors_2[0]?.code).toBe('rate_table_invalid_cells');
    expect(bad.cellErrors).toEqual([
      { row: 2, column: 'age.from', reason: 'the band 30 to 50 overlaps row 1 (18 to 40)' },
      { row: 3, column: 'rate', reason: '"x" is not a number (at most 15 digits)' },
    ]);
    const gap = await mutate('createRateTable', CREATE, {
      p: v1,
      i: {
        name: 'gappy',
        inputs: [{ name: 'age', kind: 'band' }],
        outputs: ['rate'],
        noGaps: true,
        rows: [{ cells: ['18', '40', '1'] }, { cells: ['41', '50', '2'] }],
      },
    });
    expect(gap.cellErrors).toEqual([
      { row: 2, column: 'age.from', reason: 'a gap from 40 to 41 after row 1 (the table has no gaps)' },
    ]);
    const kinds = await mutate('createRateTable', CREATE, {
      p: v1,
      i: { name: 'k', inputs: [{ name: 'age', kind: 'range' }], outputs: ['rate'], rows: [] },
    });
    expect(kinds.errors_2[0]?.message).toBe(
      'The columns are not valid: the kind of age is exact, band or interpolate, not range',
    );
    expect((await tables(v1)).data.rateTables.map((table) => table.name)).toEqual(['term_rates']);
  });

  it('imports CSV with row-level errors, and exports it again', async () => {
    const badCsv =
      'age.from,age.to,smoker,sumInsured,rate\r\n18,40,no,100000,1.2\r\n18,40,no,50000,1.1\r\n"18",40,no,200000,abc\r\n';
    const refused = await mutate('importRateTableCsv', IMPORT, { p: v1, n: 'term_rates', csv: badCsv });
    expect(refused.cellErrors).toEqual([
      {
        row: 2,
        column: 'sumInsured',
        reason: 'the interpolation keys must increase: 50000 comes after 100000 (row 1)',
      },
      { row: 3, column: 'rate', reason: '"abc" is not a number (at most 15 digits)' },
    ]);
    const header = await mutate('importRateTableCsv', IMPORT, { p: v1, n: 'term_rates', csv: 'age,rate\n1,2\n' });
    expect(header.errors_2[0]?.message).toBe(
      'The file cannot be imported: the first row must name the columns: age.from, age.to, smoker, sumInsured, rate (found age, rate)',
    );
    // A real table's CSV is long: 1,200 rows of ages 0 to 119 by ten smoker classes.
    const long = ['age.from,age.to,smoker,sumInsured,rate'];
    for (let age = 0; age < 120; age++)
      for (let kind = 0; kind < 10; kind++)
        long.push(`${age},${age + 1},s${kind},100000,${(1 + age / 100).toFixed(2)}`);
    const big = await mutate('importRateTableCsv', IMPORT, { p: v1, n: 'term_rates', csv: long.join('\n') });
    expect(big).toMatchObject({ status: 'success', cellErrors: [] });
    const csv = TERM_LIFE_CSV;
    const exported = (await tables(v1)).data.rateTables[0]?.csv as string;
    expect(exported.split('\r\n')[0]).toBe('age.from,age.to,smoker,sumInsured,rate');
    expect(exported.split('\r\n')).toHaveLength(1202);
    const changed = csv.replace('40,65,yes,500000,5.40', '40,65,yes,500000,5.00').replace('"', '');
    expect((await mutate('importRateTableCsv', IMPORT, { p: v1, n: 'term_rates', csv: changed })).status).toBe(
      'success',
    );
    // 6.20 + (5.00 - 6.20) x 0.25 = 5.90 per 1,000 on 200,000
    expect((await client.price(v1, { age: 50, smoker: 'yes', sumInsured: 200_000 })).amount).toBe(1180);
  });

  it('imports a sheet of an .xlsx of the file explorer, with row-level errors', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRows([['rates for 2026']]);
    const sheet = workbook.addWorksheet('Rates');
    sheet.addRows([
      ['age.from', 'age.to', 'smoker', 'sumInsured', 'rate'],
      ...TERM_LIFE.rows.map((row) => row.cells.map((cell, index) => (index === 2 ? cell : Number(cell)))),
    ]);
    const bad = workbook.addWorksheet('Bad');
    bad.addRows([
      ['age.from', 'age.to', 'smoker', 'sumInsured', 'rate'],
      [18, 40, 'no', 100000, 1.2],
      [30, 40, 'no', 100000, { formula: 'A1*2' }],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = await uploadTo(
      server,
      'rates/',
      [
        { name: 'term.xlsx', content: bytes },
        { name: 'broken.xlsx', content: Buffer.from(await brokenWorkbook()) },
      ],
      { token: server.token },
    );
    expect(upload.statusCode).toBe(200);
    const imported = await mutate('importRateTableXlsx', IMPORT_XLSX, {
      p: v1,
      n: 'term_rates',
      f: 'rates/term.xlsx',
      s: 'Rates',
    });
    expect(imported).toMatchObject({ status: 'success', cellErrors: [] });
    expect((await tables(v1)).data.rateTables[0]?.rows[7]?.cells).toEqual(['40', '65', 'yes', '500000', '5.4']);
    const refused = await mutate('importRateTableXlsx', IMPORT_XLSX, {
      p: v1,
      n: 'term_rates',
      f: 'rates/term.xlsx',
      s: 'Bad',
    });
    expect(refused.cellErrors).toEqual([
      { row: 2, column: 'rate', reason: '"=A1*2" is not a number (at most 15 digits)' },
    ]);
    const first = await mutate('importRateTableXlsx', IMPORT_XLSX, { p: v1, n: 'term_rates', f: 'rates/term.xlsx' });
    expect(first.errors_2[0]?.code).toBe('rate_table_invalid_file');
    const missing = await mutate('importRateTableXlsx', IMPORT_XLSX, { p: v1, n: 'term_rates', f: 'rates/none.xlsx' });
    expect(missing.errors_2[0]?.message).toContain('The file cannot be imported');
    const broken = await mutate('importRateTableXlsx', IMPORT_XLSX, { p: v1, n: 'term_rates', f: 'rates/broken.xlsx' });
    expect(broken.status).toBe('failure');
    // The rows imported first are kept: 6.20 + (5.40 - 6.20) x 0.25 = 6.00 per 1,000 on 200,000
    expect((await client.price(v1, { age: 50, smoker: 'yes', sumInsured: 200_000 })).amount).toBe(1200);
  });

  it('refuses to delete or reshape a table a rule reads', async () => {
    const removed = await mutate('deleteRateTable', DELETE, { p: v1, n: 'term_rates' });
    expect(removed.errors_2[0]?.code).toBe('rate_table_in_use');
    const reshaped = await mutate('updateRateTable', UPDATE, {
      p: v1,
      n: 'term_rates',
      i: { name: 'renamed' },
    });
    expect(reshaped.errors_2[0]?.message).toBe(
      'The amount logic would no longer read its rate table: There is no rate table named term_rates (at $.*[0].table).',
    );
  });

  it('is copied with a new version, frozen with a release and compared in the premium impact', async () => {
    expect(
      (
        await client.result('createRatingTestCase', CREATE_CASE, {
          p: v1,
          i: {
            name: 'smoker 50',
            valuesJsonString: '{"age":50,"smoker":"yes","sumInsured":200000}',
            expectedAmount: 1200,
          },
        })
      ).status,
    ).toBe('success');
    expect(
      (await client.result('createRelease', CREATE_RELEASE, { i: { name: 'Term R1', productIds: [v1] } })).errors_2,
    ).toEqual([]);
    const frozen = await mutate('updateRateTable', UPDATE, { p: v1, n: 'term_rates', i: { noGaps: false } });
    expect(frozen.errors_2[0]?.code).toBe('product_frozen');
    expect((await mutate('importRateTableCsv', IMPORT, { p: v1, n: 'term_rates', csv: 'x' })).errors_2[0]?.code).toBe(
      'product_frozen',
    );
    expect((await mutate('deleteRateTable', DELETE, { p: v1, n: 'term_rates' })).errors_2[0]?.code).toBe(
      'product_frozen',
    );

    expect((await client.result('createProductVersion', NEW_VERSION, { p: v1, v: '2' })).status).toBe('success');
    const copied = (await tables(v2)).data.rateTables[0];
    expect(copied?.rows).toEqual((await tables(v1)).data.rateTables[0]?.rows);
    const rows = TERM_LIFE.rows.map((row) =>
      row.cells[2] === 'yes' && row.cells[0] === '40'
        ? { cells: [...row.cells.slice(0, 4), row.cells[3] === '100000' ? '7.20' : '6.40'] }
        : row,
    );
    expect((await mutate('updateRateTable', UPDATE, { p: v2, n: 'term_rates', i: { rows } })).status).toBe('success');
    const impact = await client.call<{ products_2: { list: Array<{ premiumImpact: unknown[] }> } }>(IMPACT, {
      where: { id_in: [v2] },
      other: v1,
    });
    // v2: 7.20 + (6.40 - 7.20) x 0.25 = 7.00 per 1,000 on 200,000
    expect(impact.data.products_2.list[0]?.premiumImpact).toEqual([
      { name: 'smoker 50', originalAmount: 1200, newAmount: 1400, change: 200 },
    ]);
  });

  it('keeps tables to their tenant: another tenant can neither read nor use them', async () => {
    const uat = (await server.signIn('test_uat')).accessToken;
    const read = await tables(v1, uat);
    expect(read.errors?.[0]?.message ?? '').toContain('term_life/individual/1');
    await client.createProduct(v1, uat);
    expect((await tables(v1, uat)).data.rateTables).toEqual([]);
    const used = await client.setLogic(v1, AMOUNT, uat);
    expect(used.errors_2[0]?.message).toBe('amountLogic: There is no rate table named term_rates (at $.*[0].table)');
    expect((await mutate('deleteRateTable', DELETE, { p: v2, n: 'term_rates' }, uat)).errors_2[0]?.code).toBe(
      'product_not_found',
    );
  });
});
