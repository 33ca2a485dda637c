import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const GROUPS = `query($where: productWhereInput, $limit: Int, $skip: Int, $sort: sortInput) {
  productGroups(where: $where, limit: $limit, skip: $skip, sort: $sort) {
    totalCount
    productCount
    list { plan type versionCount latest { productId { version } name insurer { id name } } }
  }
}`;
const CREATE = `mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }`;
const UPSERT = `mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status } }`;

type Group = {
  plan: string;
  type: string;
  versionCount: number;
  latest: { productId: { version: string | null }; name: string | null; insurer: { id: string; name: string } | null };
};
type Groups = { productGroups: { totalCount: number; productCount: number; list: Group[] } };

/** Oldest first: plan, type, version, name, insurer. Versions of a group are spread over time. */
const SEEDS: Array<[string, string, string, string, string]> = [
  ['travel', 'single_trip', '1', 'Single trip', 'harbour_mutual'],
  ['travel', 'annual', '1', 'Annual travel', 'lion_rock_life'],
  ['health', 'inpatient', '2', 'Inpatient 2', 'peak_assurance'],
  ['extra', 'type_0', '1', 'Extra 0', 'harbour_mutual'],
  ['extra', 'type_1', '1', 'Extra 1', 'harbour_mutual'],
  ['health', 'inpatient', '1', 'Inpatient 1', 'peak_assurance'],
  ['extra', 'type_2', '1', 'Extra 2', 'harbour_mutual'],
  ['extra', 'type_3', '1', 'Extra 3', 'harbour_mutual'],
  ['extra', 'type_4', '1', 'Extra 4', 'harbour_mutual'],
  ['travel', 'single_trip', '2', 'Single trip v2', 'peak_assurance'],
  ['extra', 'type_5', '1', 'Extra 5', 'harbour_mutual'],
  ['extra', 'type_6', '1', 'Extra 6', 'harbour_mutual'],
  ['pet', 'dog', '', 'Dog', 'harbour_mutual'],
  ['extra', 'type_7', '1', 'Extra 7', 'harbour_mutual'],
];
/** Groups by their newest version, newest first. */
const NEWEST_FIRST = [
  'extra/type_7',
  'pet/dog',
  'extra/type_6',
  'extra/type_5',
  'travel/single_trip',
  'extra/type_4',
  'extra/type_3',
  'extra/type_2',
  'health/inpatient',
  'extra/type_1',
  'extra/type_0',
  'travel/annual',
];

const ids = (list: Group[]) => list.map((group) => `${group.plan}/${group.type}`);

describe('productGroups', () => {
  const server = useTestServer();
  let uatToken: string;

  const groups = async (
    variables: Record<string, unknown> = {},
    as = server.token,
    headers: Record<string, string> = {},
  ) => server.gql<Groups>(GROUPS, variables, { token: as, headers });
  const page = async (variables: Record<string, unknown> = {}, as = server.token) => {
    const answer = await groups(variables, as);
    expect(answer.errors).toBeUndefined();
    return answer.data.productGroups;
  };
  const create = (productId: Record<string, string>, insurerId: string, as = server.token) =>
    server.gql(CREATE, { product: { productId, insurerId } }, { token: as });
  const name = (plan: string, type: string, version: string, locale: string, value: string) =>
    server.gql(
      UPSERT,
      { l10n: { key: `products-${plan}|${version}|${type}-name`, locale, value } },
      { token: server.token },
    );

  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
    for (const [plan, type, version, title, insurerId] of SEEDS) {
      const answer = await create(version ? { plan, type, version } : { plan, type }, insurerId);
      expect(answer.errors).toBeUndefined();
      await name(plan, type, version, 'en-US', title);
    }
    await name('health', 'inpatient', '1', 'zh-HK', '住院一');
  });

  it('pages over plan + type groups, newest version first, each group on one page only', async () => {
    const first = await page({ limit: 10 });
    expect(first.totalCount).toBe(12);
    expect(first.productCount).toBe(14);
    expect(ids(first.list)).toEqual(NEWEST_FIRST.slice(0, 10));
    const second = await page({ limit: 10, skip: 10 });
    expect(second).toMatchObject({ totalCount: 12, productCount: 14 });
    expect(ids(second.list)).toEqual(NEWEST_FIRST.slice(10));
    expect(await page({ limit: 4, skip: 4 })).toMatchObject({ list: first.list.slice(4, 8) });
  });

  it("shows each group's version count and its newest version's name and insurer", async () => {
    const list = (await page()).list;
    const group = (id: string) => list.find((item) => `${item.plan}/${item.type}` === id);
    expect(group('travel/single_trip')).toEqual({
      plan: 'travel',
      type: 'single_trip',
      versionCount: 2,
      latest: {
        productId: { version: '2' },
        name: 'Single trip v2',
        insurer: { id: 'peak_assurance', name: 'Peak Assurance' },
      },
    });
    // Newest by creation, whatever the version says.
    expect(group('health/inpatient')).toMatchObject({ versionCount: 2, latest: { productId: { version: '1' } } });
    expect(group('pet/dog')).toMatchObject({ versionCount: 1, latest: { productId: { version: null }, name: 'Dog' } });
  });

  it('keeps the counts past the last page, and clamps limit and skip', async () => {
    expect(await page({ limit: 10, skip: 40 })).toEqual({ totalCount: 12, productCount: 14, list: [] });
    expect(await page({ limit: 0 })).toEqual({ totalCount: 12, productCount: 14, list: [] });
    expect((await page({ limit: -5 })).list).toEqual([]);
    expect(ids((await page({ limit: 2, skip: -3 })).list)).toEqual(NEWEST_FIRST.slice(0, 2));
    expect((await page({ limit: 100_000 })).list).toHaveLength(12);
  });

  it('filters versions the way products_2 does, groups holding the versions that match', async () => {
    const travel = await page({ where: { productId: { plan: 'travel' } } });
    expect(travel).toMatchObject({ totalCount: 2, productCount: 3 });
    expect(travel.list.map((group) => [group.type, group.versionCount])).toEqual([
      ['single_trip', 2],
      ['annual', 1],
    ]);

    const firstVersions = await page({ where: { productId: { version: '1', plan_in: ['travel', 'health'] } } });
    expect(firstVersions.list.map((group) => [group.type, group.versionCount, group.latest.name])).toEqual([
      ['inpatient', 1, 'Inpatient 1'],
      ['annual', 1, 'Annual travel'],
      ['single_trip', 1, 'Single trip'],
    ]);

    const peak = await page({ where: { insurer: { id: 'peak_assurance' } } });
    expect(ids(peak.list)).toEqual(['travel/single_trip', 'health/inpatient']);
    expect(peak.list[0]?.versionCount).toBe(1);

    expect(ids((await page({ where: { name_contains: 'INPATIENT' } })).list)).toEqual(['health/inpatient']);
    expect(
      ids((await page({ where: { or: [{ productId: { plan: 'health' } }, { productId: { plan: 'pet' } }] } })).list),
    ).toEqual(['pet/dog', 'health/inpatient']);
    expect(
      ids((await page({ where: { and: [{ productId: { plan: 'travel' } }, { name_contains: 'v2' }] } })).list),
    ).toEqual(['travel/single_trip']);
    expect(await page({ where: { productId: { plan_in: [] } } })).toEqual({
      totalCount: 0,
      productCount: 0,
      list: [],
    });
  });

  it("sorts groups by their newest version's fields and refuses unknown fields", async () => {
    const where = { productId: { plan_in: ['travel', 'health'] } };
    const byName = await page({ where, sort: { fieldName: 'name', type: 'asc' } });
    expect(byName.list.map((group) => group.latest.name)).toEqual(['Annual travel', 'Inpatient 1', 'Single trip v2']);
    const byType = await page({ where, sort: { fieldName: 'productId.type', type: 'DESC' } });
    expect(byType.list.map((group) => group.type)).toEqual(['single_trip', 'inpatient', 'annual']);
    const oldestFirst = await page({ sort: { fieldName: 'createdAt', type: 'asc' }, limit: 3 });
    expect(ids(oldestFirst.list)).toEqual(['travel/annual', 'extra/type_0', 'extra/type_1']);

    const bad = await groups({ sort: { fieldName: 'password', type: 'asc' } });
    expect(bad.data).toBeNull();
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Products cannot be sorted by password.',
      extensions: { code: 'invalid_sort' },
    });
    const badDirection = await groups({ sort: { fieldName: 'name', type: 'sideways' } });
    expect(badDirection.errors?.[0]?.extensions?.code).toBe('invalid_sort');
  });

  it('refuses arguments of the wrong type', async () => {
    const answer = await groups({ limit: 'ten' });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/Int/);
    const where = await groups({ where: { productId: { plan: 7 } } });
    expect(where.errors?.[0]?.message).toMatch(/String/);
  });

  it('names the newest version in the request locale, falling back to en-US', async () => {
    const answer = await groups({ where: { productId: { plan_in: ['health', 'pet'] } } }, server.token, {
      'accept-language': 'zh-HK',
    });
    expect(answer.data.productGroups.list.map((group) => group.latest.name)).toEqual(['Dog', '住院一']);
  });

  it("keeps each tenant's groups to itself and needs a session", async () => {
    expect(await page({}, uatToken)).toEqual({ totalCount: 0, productCount: 0, list: [] });
    expect(
      (await create({ plan: 'travel', type: 'single_trip', version: '9' }, 'harbour_mutual', uatToken)).errors,
    ).toBe(undefined);
    const uat = await page({}, uatToken);
    expect(uat).toMatchObject({ totalCount: 1, productCount: 1 });
    expect(uat.list[0]).toMatchObject({ versionCount: 1, latest: { productId: { version: '9' }, name: null } });
    expect(await page({ where: { productId: { plan: 'health' } } }, uatToken)).toMatchObject({ totalCount: 0 });
    const ours = await page({ where: { productId: { plan: 'travel', type: 'single_trip' } } });
    expect(ours).toMatchObject({ totalCount: 1, productCount: 2, list: [{ versionCount: 2 }] });

    const anonymous = await server.gql<Groups>(GROUPS, {});
    expect(anonymous.data?.productGroups ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('authorization');
  });
});
