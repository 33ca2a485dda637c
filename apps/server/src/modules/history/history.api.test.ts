import { uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { signedInUserWithRoles } from '../users/users.testing';

type RecordType = 'component' | 'priceRule' | 'underwritingRule' | 'rateTable' | 'cmsConfig';
type Version = {
  id: string;
  version: number;
  createdAt: string;
  createdBy: { username: string } | null;
  sameAs: number | null;
};
type FieldDiff = { field: string; tooLarge: boolean; hunks: Array<{ lines: Array<{ kind: string; text: string }> }> };
type Created = {
  status: string;
  errors: string[];
  errors_2: Array<{ code: string; message: string }>;
  createdStatus: { id: string } | null;
};

const VERSIONS = `query($t: historyRecordType!, $id: String!, $limit: Int, $skip: Int) {
  recordVersions(recordType: $t, recordId: $id, limit: $limit, skip: $skip) {
    totalCount list { id version createdAt createdBy { username } sameAs } } }`;
const DIFF = `query($t: historyRecordType!, $id: String!, $from: String!, $to: String!) {
  recordVersionDiff(recordType: $t, recordId: $id, fromVersionId: $from, toVersionId: $to) {
    field tooLarge hunks { lines { kind text } } } }`;
const RESTORE = `mutation($t: historyRecordType!, $id: String!, $v: String!) {
  restoreRecordVersion(recordType: $t, recordId: $id, versionId: $v) { status errors errors_2 { code message } createdStatus { id } } }`;

const server = useTestServer();
let uatToken: string;
let viewerToken: string;

beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
  viewerToken = (
    await signedInUserWithRoles(server, { adminToken: server.token, email: 'viewer@history.test', roles: ['viewer'] })
  ).accessToken;
});

async function call<T>(query: string, variables: Record<string, unknown>, token = server.token) {
  const answer = await server.gql<T>(query, variables, { token });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}
const versions = async (t: RecordType, id: string, token = server.token) =>
  (await call<{ recordVersions: { totalCount: number; list: Version[] } }>(VERSIONS, { t, id }, token)).recordVersions;
const diff = async (t: RecordType, id: string, from: string, to: string) =>
  (await call<{ recordVersionDiff: FieldDiff[] }>(DIFF, { t, id, from, to })).recordVersionDiff;
const restore = async (t: RecordType, id: string, v: string, token = server.token) =>
  (await call<{ restoreRecordVersion: Created }>(RESTORE, { t, id, v }, token)).restoreRecordVersion;
const added = (diffs: FieldDiff[], field: string) =>
  diffs
    .find((entry) => entry.field === field)
    ?.hunks.flatMap((hunk) => hunk.lines)
    .filter((line) => line.kind === 'added')
    .map((line) => line.text.trim());

const ok = (result: { status: string; errors?: string[] }) =>
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'success' });

/** One kind of record: how to make it, save a version of it (1, 2, 3), and the field the diff shows changed. */
type Case = {
  type: RecordType;
  make(): Promise<string>;
  save(id: string, version: number): Promise<void>;
  field: string;
  /** A line the diff from version 1 to 3 adds. */
  line: string;
  /** The audit trail's record type of the record's own row. */
  audited: string;
};

const product = (plan: string) => ({ plan, type: 'term_life', version: '1' });
async function makeProduct(plan: string) {
  await call('mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }', {
    product: { productId: product(plan), insurerId: 'harbour_mutual' },
  });
  const { products_2 } = await call<{ products_2: { list: Array<{ recordId: string }> } }>(
    'query($where: productWhereInput) { products_2(where: $where) { list { recordId } } }',
    { where: { id_in: [product(plan)] } },
  );
  return products_2.list[0]?.recordId as string;
}
const rule = (version: number) => JSON.stringify({ '*': [{ var: 'sumInsured' }, version / 1000] });
const setLogic = async (plan: string, amountLogic: string) =>
  ok(
    (
      await call<{ updatePriceLogic: Created }>(
        'mutation($p: productIdInput!, $i: priceLogicInput!) { updatePriceLogic(productId: $p, input: $i) { status errors } }',
        { p: product(plan), i: { amountLogic } },
      )
    ).updatePriceLogic,
  );
const table = (version: number) => ({
  name: 'rates',
  description: `Rates v${version}`,
  inputs: [{ name: 'age', kind: 'band' }],
  outputs: ['rate'],
  rows: [{ cells: ['18', '40', `1.${version}0`] }, { cells: ['40', '65', `2.${version}0`] }],
});
const RATE_TABLE = `mutation($p: productIdInput!, $n: String!, $i: rateTableInput!) { updateRateTable(productId: $p, name: $n, input: $i) { status errors id } }`;
const tree = (version: number) => ({
  ...uiNode('JBox', {
    label: 'Box',
    attrs: { class: 'p-6' },
    children: [{ ...uiNode('JText', { label: `Hello v${version}` }), id: 'text' }],
  }),
  id: 'root',
});
const UPDATE_COMPONENT = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
const UPSERT_CONFIG = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const cmsConfig = (version: number) => ({
  allowedLocales: ['en-US', 'zh-HK'],
  defaultLocale: version === 2 ? 'zh-HK' : 'en-US',
  componentRoutes: [
    { path: '/', name: 'home', component: 'Home' },
    ...(version >= 2 ? [{ path: '/quote', name: 'quote', component: `Quote${version}` }] : []),
  ],
  themeJsonString: JSON.stringify({ colors: { primary: version === 3 ? '#aa0000' : '#0000aa' } }),
});

const CASES: Case[] = [
  {
    type: 'priceRule',
    audited: 'product',
    make: () => makeProduct('history_price'),
    save: (_id, version) => setLogic('history_price', rule(version)),
    field: 'amount_logic',
    line: '0.003',
  },
  {
    type: 'underwritingRule',
    audited: 'product',
    make: () => makeProduct('history_uw'),
    async save(_id, version) {
      const rules = JSON.stringify({ if: [{ '>': [{ var: 'age' }, 60 + version] }, 'decline', 'accept'] });
      await call(
        'mutation($p: productIdInput!, $i: updateProductInput!) { updateProduct(productId: $p, input: $i) { productId { plan } } }',
        { p: product('history_uw'), i: { underwritingRules: rules } },
      );
    },
    field: 'underwriting_rules',
    line: '63',
  },
  {
    type: 'rateTable',
    audited: 'rate_table',
    async make() {
      await makeProduct('history_rates');
      const { createRateTable } = await call<{ createRateTable: Created & { id: string } }>(
        `mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { status errors id } }`,
        { p: product('history_rates'), i: table(1) },
      );
      ok(createRateTable);
      return createRateTable.id;
    },
    async save(_id, version) {
      if (version === 1) return;
      ok(
        (
          await call<{ updateRateTable: Created }>(RATE_TABLE, {
            p: product('history_rates'),
            n: 'rates',
            i: table(version),
          })
        ).updateRateTable,
      );
    },
    field: 'description',
    line: 'Rates v3',
  },
  {
    type: 'component',
    audited: 'app_component',
    async make() {
      await call('mutation($input: createAppInput!) { createApp(input: $input) { status } }', {
        input: { appId: 'historyComponents', appName: 'History' },
      });
      const { createComponent } = await call<{ createComponent: Created }>(
        'mutation($input: createComponentInput!) { createComponent(input: $input) { status errors createdStatus { id } } }',
        {
          input: {
            appId: 'historyComponents',
            name: 'Hero',
            componentJsonString: '{}',
            editorAst: JSON.stringify(tree(1)),
          },
        },
      );
      ok(createComponent);
      return createComponent.createdStatus?.id as string;
    },
    async save(id, version) {
      if (version === 1) return;
      ok(
        (
          await call<{ updateComponent: Created }>(UPDATE_COMPONENT, {
            id,
            input: { editorAst: JSON.stringify(tree(version)) },
          })
        ).updateComponent,
      );
    },
    field: 'editor_ast.children',
    line: '"label": "Hello v3",',
  },
  {
    type: 'cmsConfig',
    audited: 'cms_config',
    async make() {
      await call('mutation($input: createAppInput!) { createApp(input: $input) { status } }', {
        input: { appId: 'historyConfig', appName: 'History config' },
      });
      return 'historyConfig';
    },
    save: async (_id, version) =>
      ok(
        (
          await call<{ upsertCmsConfig: Created }>(UPSERT_CONFIG, {
            appId: 'historyConfig',
            config: cmsConfig(version),
          })
        ).upsertCmsConfig,
      ),
    field: 'pages',
    line: '"component": "Quote3",',
  },
];

describe.each(CASES)('the version history of a $type', (kind) => {
  let id: string;
  let v1: Version;
  let v3: Version;
  beforeAll(async () => {
    id = await kind.make();
    for (const version of [1, 2, 3]) await kind.save(id, version);
    const page = await versions(kind.type, id);
    v3 = page.list[0] as Version;
    v1 = page.list[2] as Version;
  });

  it('lists every saved version newest first, who and when, paged', async () => {
    const page = await versions(kind.type, id);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    const numbers = page.list.map((version) => version.version);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(v3.createdBy?.username).toBeTruthy();
    expect(new Date(v3.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(v1.createdAt).getTime());
    const second = await call<{ recordVersions: { totalCount: number; list: Version[] } }>(VERSIONS, {
      t: kind.type,
      id,
      limit: 1,
      skip: 1,
    });
    expect(second.recordVersions.list.map((version) => version.id)).toEqual([page.list[1]?.id]);
  });

  it('compares version 1 with version 3 field by field, bookkeeping left out', async () => {
    const diffs = await diff(kind.type, id, v1.id, v3.id);
    expect(added(diffs, kind.field), JSON.stringify(diffs)).toContain(kind.line);
    expect(diffs.map((entry) => entry.field)).not.toEqual(expect.arrayContaining(['last_modified_at']));
    expect(diffs.some((entry) => /modified|created|tenant/.test(entry.field))).toBe(false);
  });

  it('restores version 1 as a new version equal to it, audited like any change', async () => {
    const auditCount = async () =>
      (
        await call<{ auditLog: { totalCount: number } }>(
          'query($w: auditWhereInput) { auditLog(where: $w) { totalCount } }',
          { w: { recordType: kind.audited, recordId: id } },
        )
      ).auditLog.totalCount;
    const before = await auditCount();
    const restored = await restore(kind.type, id, v1.id);
    ok(restored);
    expect(await auditCount()).toBeGreaterThan(before);
    const page = await versions(kind.type, id);
    const newest = page.list[0] as Version;
    expect(newest.id).toBe(restored.createdStatus?.id);
    expect(newest.version).toBe(v3.version + 1);
    expect(newest.sameAs).toBe(v1.version);
    expect(await diff(kind.type, id, v1.id, newest.id)).toEqual([]);
    expect((await diff(kind.type, id, v3.id, newest.id)).length).toBeGreaterThan(0);
  });

  it("answers another tenant's record as missing", async () => {
    const answer = await server.gql(VERSIONS, { t: kind.type, id }, { token: uatToken });
    expect(answer.errors?.[0]?.extensions?.code).toBe('history_record_not_found');
    expect((await restore(kind.type, id, v1.id, uatToken)).errors_2[0]?.code).toBe('history_record_not_found');
    const diffAnswer = await server.gql(DIFF, { t: kind.type, id, from: v1.id, to: v3.id }, { token: uatToken });
    expect(diffAnswer.errors?.[0]?.extensions?.code).toBe('history_record_not_found');
  });

  it('lets a viewer read the history and refuses the viewer a restore', async () => {
    expect((await versions(kind.type, id, viewerToken)).totalCount).toBeGreaterThanOrEqual(3);
    const answer = await server.gql(RESTORE, { t: kind.type, id, v: v1.id }, { token: viewerToken });
    expect(answer.errors?.[0]?.message).toBe('You are not authorized');
    expect(answer.data).toBeNull();
  });

  it('refuses a version of another record', async () => {
    expect((await restore(kind.type, id, '1')).errors_2[0]?.code).toBe('history_version_not_found');
  });
});

describe('restore goes through the record’s own checks', () => {
  it('refuses a rule of a frozen product version with the freeze words', async () => {
    const recordId = await makeProduct('history_frozen');
    await setLogic('history_frozen', rule(1));
    await setLogic('history_frozen', rule(2));
    const [, first] = (await versions('priceRule', recordId)).list as [Version, Version];
    const { createRelease } = await call<{ createRelease: Created }>(
      'mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors errors_2 { code message } } }',
      { i: { name: 'History R1', productIds: [product('history_frozen')] } },
    );
    ok(createRelease);
    const refused = await restore('priceRule', recordId, first.id);
    expect(refused.status).toBe('failure');
    expect(refused.errors_2[0]?.code).toBe('product_frozen');
    expect((await versions('priceRule', recordId)).totalCount).toBe(2);
  });

  it('refuses a rule that no longer compiles against the rate tables of today', async () => {
    const recordId = await makeProduct('history_tables');
    const p = product('history_tables');
    ok(
      (
        await call<{ createRateTable: Created }>(
          `mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { status errors } }`,
          { p, i: table(1) },
        )
      ).createRateTable,
    );
    await setLogic('history_tables', JSON.stringify({ table: ['rates', { var: 'age' }] }));
    await setLogic('history_tables', rule(1));
    ok(
      (
        await call<{ deleteRateTable: Created }>(
          'mutation($p: productIdInput!, $n: String!) { deleteRateTable(productId: $p, name: $n) { status errors } }',
          { p, n: 'rates' },
        )
      ).deleteRateTable,
    );
    const [, readsTable] = (await versions('priceRule', recordId)).list as [Version, Version];
    const refused = await restore('priceRule', recordId, readsTable.id);
    expect(refused.errors_2[0]?.code).toBe('rule_invalid');
  });
});

describe('long values', () => {
  it('keeps a rate table past the audit cap, so its old version still restores whole', async () => {
    await makeProduct('history_long');
    const p = product('history_long');
    const rows = (suffix: string) =>
      Array.from({ length: 3000 }, (_, index) => ({ cells: [String(index), String(index + 1), `${index}.${suffix}`] }));
    const big = { name: 'big', inputs: [{ name: 'age', kind: 'band' }], outputs: ['rate'], rows: rows('25') };
    const { createRateTable } = await call<{ createRateTable: Created & { id: string } }>(
      `mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { status errors id } }`,
      { p, i: big },
    );
    ok(createRateTable);
    ok((await call<{ updateRateTable: Created }>(RATE_TABLE, { p, n: 'big', i: { rows: rows('5') } })).updateRateTable);
    const [, first] = (await versions('rateTable', createRateTable.id)).list as [Version, Version];
    ok(await restore('rateTable', createRateTable.id, first.id));
    const { rateTables } = await call<{ rateTables: Array<{ name: string; rows: Array<{ cells: string[] }> }> }>(
      'query($p: productIdInput!) { rateTables(productId: $p) { name rows { cells } } }',
      { p },
    );
    expect(rateTables.find((entry) => entry.name === 'big')?.rows[2999]?.cells).toEqual(['2999', '3000', '2999.25']);
  });
});
