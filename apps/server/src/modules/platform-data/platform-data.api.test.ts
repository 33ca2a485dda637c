import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

describe('platform data', () => {
  const server = useTestServer();
  let uatToken: string;
  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
  });

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, as = server.token) => {
    const answer = await server.gql<T>(query, variables, { token: as });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };

  it('seeds demo policies, cases and transactions per tenant', async () => {
    const data = await gql<{
      policies: {
        totalCount: number;
        list: Array<{ issuerNumber: string; members: unknown[]; transactions: unknown[] }>;
      };
      cases: { totalCount: number };
      transactions: { totalCount: number; list: Array<{ policy: { id: string } }> };
    }>(`{
      policies(sort: { fieldName: "createdAt", type: "asc" }) { totalCount list { issuerNumber members { name relationship } transactions { amount } } }
      cases { totalCount }
      transactions(where: { policyId: "demo-policy-3" }) { totalCount list { policy { id } } }
    }`);
    expect(data.policies.totalCount).toBe(3);
    expect(data.policies.list[0]?.issuerNumber).toBe('TEST-POL-0001');
    expect(data.policies.list[0]?.members).toHaveLength(3);
    expect(data.policies.list[0]?.transactions).toHaveLength(1);
    expect(data.cases.totalCount).toBe(2);
    expect(data.transactions.totalCount).toBe(2);
    expect(data.transactions.list[0]?.policy.id).toBe('demo-policy-3');
  });

  it('creates and updates rows in the own tenant only', async () => {
    const created = await gql<{ createPolicy: { status: string; createdStatus: { id: string } } }>(
      `mutation { createPolicy(input: { issuerNumber: "NEW-1", status: "ISSUED", holder: { id: "h1", name: "Ho Siu Ming" },
        premium: { amount: 100, currencyCode: "HKD" } }) { status createdStatus { id } } }`,
    );
    const id = created.createPolicy.createdStatus.id;
    const read = (as: string) =>
      gql<{ policies: { list: Array<{ holder: { name: string }; status: string }> } }>(
        'query($id: String) { policies(where: { id: $id }) { list { status holder { name } } } }',
        { id },
        as,
      );
    expect((await read(server.token)).policies.list).toEqual([{ status: 'ISSUED', holder: { name: 'Ho Siu Ming' } }]);
    expect((await read(uatToken)).policies.list).toEqual([]);
    const foreign = await gql<{ updatePolicy: { status: string } }>(
      'mutation($id: String!) { updatePolicy(id: $id, input: { status: "CANCELLED" }) { status } }',
      { id },
      uatToken,
    );
    expect(foreign.updatePolicy.status).toBe('failure');
    await gql('mutation($id: String!) { updatePolicy(id: $id, input: { status: "CANCELLED" }) { status } }', { id });
    expect((await read(server.token)).policies.list[0]?.status).toBe('CANCELLED');
    const caseAnswer = await gql<{ createCase: { status: string } }>(
      'mutation { createCase(input: { name: "Claim", caseNumber: "C-9" }) { status } }',
    );
    const transaction = await gql<{ createTransaction: { status: string } }>(
      'mutation { createTransaction(input: { amount: 10.5, policyId: "demo-policy-1" }) { status } }',
    );
    expect([caseAnswer.createCase.status, transaction.createTransaction.status]).toEqual(['success', 'success']);
  });
});
