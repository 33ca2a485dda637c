import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { SEEDED_INSURERS } from './insurers.seed';

const LIST = `query { insurers { id name tenantId } }`;
const CREATE = `mutation($input: createInsurerInput!) { createInsurer(input: $input) { status errors errors_2 { code } } }`;
const RENAME = `mutation($id: String!, $name: String!) { updateInsurer(id: $id, input: { name: $name }) { status errors } }`;

type Insurers = { insurers: Array<{ id: string; name: string; tenantId: string }> };

describe('insurers', () => {
  const server = useTestServer();
  let uatToken: string;
  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
  });

  const list = async (as = server.token) => (await server.gql<Insurers>(LIST, {}, { token: as })).data.insurers;

  it('are seeded for every tenant', async () => {
    for (const as of [server.token, uatToken]) {
      expect((await list(as)).map((insurer) => insurer.id).sort()).toEqual(SEEDED_INSURERS.map((i) => i.id).sort());
    }
  });

  it('can be added and renamed, in the own tenant only', async () => {
    const created = await server.gql(
      CREATE,
      { input: { id: 'north_star', name: 'North Star' } },
      { token: server.token },
    );
    expect(created.data).toEqual({ createInsurer: { status: 'success', errors: [], errors_2: [] } });
    expect(
      (await server.gql(RENAME, { id: 'north_star', name: 'North Star Life' }, { token: server.token })).data,
    ).toEqual({
      updateInsurer: { status: 'success', errors: [] },
    });
    expect(await list()).toContainEqual({ id: 'north_star', name: 'North Star Life', tenantId: 'test' });
    expect((await list(uatToken)).map((insurer) => insurer.id)).not.toContain('north_star');
    const foreign = await server.gql<{ updateInsurer: { status: string; errors: string[] } }>(
      RENAME,
      { id: 'north_star', name: 'Hijacked' },
      { token: uatToken },
    );
    expect(foreign.data.updateInsurer).toEqual({
      status: 'failure',
      errors: ['The insurer north_star does not exist.'],
    });
  });

  it('refuse a taken id, a non-technical id and an empty name', async () => {
    const taken = await server.gql<{ createInsurer: { errors_2: Array<{ code: string }> } }>(
      CREATE,
      { input: { id: 'harbour_mutual', name: 'Again' } },
      { token: server.token },
    );
    expect(taken.data.createInsurer.errors_2[0]?.code).toBe('insurer_exists');
    const badId = await server.gql<{ createInsurer: { errors_2: Array<{ code: string }> } }>(
      CREATE,
      { input: { id: 'Bad Id', name: 'Bad' } },
      { token: server.token },
    );
    expect(badId.data.createInsurer.errors_2[0]?.code).toBe('invalid_technical_name');
    const noName = await server.gql<{ updateInsurer: { status: string } }>(
      RENAME,
      { id: 'harbour_mutual', name: ' ' },
      { token: server.token },
    );
    expect(noName.data.updateInsurer.status).toBe('failure');
  });
});
