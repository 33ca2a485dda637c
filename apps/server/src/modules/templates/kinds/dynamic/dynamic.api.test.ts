import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../testing/use-test-server';
import { templatesClient } from '../../templates.testing';

type Values = Array<{ valueId: string; valueJsonString: string }>;

describe('dynamic templates', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  let uat: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
    uat = templatesClient(server, (await server.signIn('test_uat')).accessToken);
  });

  const values = async (id: string) => ((await api.one(id))?.dynamicValues ?? []) as Values;
  const mutate = async (client: typeof api, query: string, variables: Record<string, unknown>) =>
    Object.values(await client.gql<Record<string, { status: string; errors: string[] }>>(query, variables))[0];

  it('adds, changes and removes values, and renders them', async () => {
    const id = await api.createDynamic('Benefit table');
    expect(await values(id)).toEqual([]);
    const add =
      'mutation($id: String!, $json: String) { addDynamicValueToTemplate(templateId: $id, input: { valueJsonString: $json }) { status errors } }';
    expect(await mutate(api, add, { id, json: '{"hello":"World!"}' })).toEqual({ status: 'success', errors: [] });
    const [first] = await values(id);
    expect(first?.valueJsonString).toBe('{"hello":"World!"}');
    expect(await mutate(api, add, { id, json: '{nope' })).toEqual({
      status: 'failure',
      errors: ['valueJsonString is not valid JSON.'],
    });
    const update =
      'mutation($id: String!, $valueId: String!, $json: String) { updateDynamicValueOfTemplate(templateId: $id, valueId: $valueId, input: { valueJsonString: $json }) { status errors } }';
    expect(
      await mutate(api, update, { id, valueId: first?.valueId, json: '{"hello":"{{ data.name }}"}' }),
    ).toMatchObject({
      status: 'success',
    });
    const rendered = await api.gql<{ renderDynamicTemplate: { value: string } }>(
      'query($id: String!) { renderDynamicTemplate(templateId: $id, input: { name: "data", contentJsonString: "{\\"name\\":\\"Ann\\"}" }) { status errors value } }',
      { id },
    );
    expect(JSON.parse(rendered.renderDynamicTemplate.value)).toEqual([{ hello: 'Ann' }]);
    const remove =
      'mutation($id: String!, $valueId: String!) { removeDynamicValueFromTemplate(templateId: $id, valueId: $valueId) { status errors } }';
    expect(await mutate(uat, remove, { id, valueId: first?.valueId })).toEqual({
      status: 'failure',
      errors: ['There is no template with this id.'],
    });
    expect(await mutate(api, remove, { id, valueId: first?.valueId })).toMatchObject({ status: 'success' });
    expect(await mutate(api, remove, { id, valueId: first?.valueId })).toEqual({
      status: 'failure',
      errors: [`There is no value ${first?.valueId}.`],
    });
    expect(await values(id)).toEqual([]);
  });
});
