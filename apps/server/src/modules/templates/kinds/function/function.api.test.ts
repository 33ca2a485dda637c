import { FUNCTION_ERRORS, FUNCTION_MESSAGES } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenWorkbook, ratingWorkbook } from '../../../../platform/render/formula/workbooks.testing';
import { useTestServer } from '../../../../testing/use-test-server';
import { uploadTo } from '../../../files/files.testing';
import { templatesClient } from '../../templates.testing';

type Answer = { status: string; errors: string[] | null; createdStatus?: { id: string | null } | null };
type Rendered = {
  status: string;
  errors: string[];
  value: Array<{ id: string; name: string; var: string; valueJsonString: string }> | null;
  defaultsUsed: string[];
};
const FIELDS = 'fileKey engine { name runTime } inputs { id name var liquid } outputs { id name var }';

describe('function templates', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  let uat: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
    uat = templatesClient(server, (await server.signIn('test_uat')).accessToken);
    const rating = Buffer.from(await ratingWorkbook());
    const broken = Buffer.from(await brokenWorkbook());
    const upload = await uploadTo(
      server,
      'workbooks/',
      [
        { name: 'rating.xlsx', content: rating },
        { name: 'broken.xlsx', content: broken },
        { name: 'notes.txt', content: 'not a workbook' },
      ],
      { token: server.token },
    );
    expect(upload.statusCode).toBe(200);
  });

  const template = async (id: string) =>
    (
      await api.gql<{ templates: { list: Array<Record<string, unknown>> } }>(
        `query($id: String!) { templates(where: { id: $id }) { list { id ... on functionTemplate { ${FIELDS} } } } }`,
        { id },
      )
    ).templates.list[0] as {
      fileKey: string | null;
      engine: { name: string; runTime: string };
      inputs: Array<{ id: string; name: string; var: string; liquid: string }>;
      outputs: Array<{ id: string; name: string; var: string }>;
    };
  const create = async (input: Record<string, unknown>) =>
    (
      await api.gql<{ createFunctionTemplate: Answer }>(
        'mutation($input: createFunctionTemplateInput!) { createFunctionTemplate(input: $input) { status errors createdStatus { id } } }',
        { input },
      )
    ).createFunctionTemplate;
  const render = async (client: typeof api, templateId: string, variables: unknown) =>
    (
      await client.gql<{ renderFunctionTemplate: Rendered }>(
        `query($templateId: String!, $input: templateRenderParametersInput) {
          renderFunctionTemplate(templateId: $templateId, input: $input) { status errors value { id name var valueJsonString } defaultsUsed }
        }`,
        { templateId, input: { name: 'data', variablesJsonString: JSON.stringify(variables) } },
      )
    ).renderFunctionTemplate;
  const valuesOf = (rendered: Rendered) =>
    Object.fromEntries((rendered.value ?? []).map((output) => [output.name, JSON.parse(output.valueJsonString)]));
  const mutate = async (query: string, variables: Record<string, unknown>, client = api) =>
    Object.values(await client.gql<Record<string, Answer>>(query, variables))[0] as Answer;

  const ADD_INPUT =
    'mutation($id: String!, $input: functionInputInput!) { addInputToFunctionTemplate(id: $id, input: $input) { status errors createdStatus { id } } }';
  const ADD_OUTPUT =
    'mutation($id: String!, $input: functionOutputInput!) { addOutputToFunctionTemplate(id: $id, input: $input) { status errors createdStatus { id } } }';

  it('creates with the excel engine, and takes only xlsx files', async () => {
    const answer = await create({ name: 'Rating', engine: { name: 'other' }, fileKey: 'workbooks/rating.xlsx' });
    expect(answer.status).toBe('success');
    const id = String(answer.createdStatus?.id);
    expect(await template(id)).toMatchObject({
      fileKey: 'workbooks/rating.xlsx',
      engine: { name: 'excel', runTime: 'excel' },
      inputs: [],
      outputs: [],
    });
    expect(await create({ name: 'Notes', fileKey: 'workbooks/notes.txt' })).toMatchObject({
      status: 'failure',
      errors: [FUNCTION_MESSAGES.fileNotCompatible],
    });
    const update = await mutate(
      'mutation($id: String!, $input: updateFunctionTemplateInput!) { updateFunctionTemplate(id: $id, input: $input) { status errors } }',
      { id, input: { fileKey: 'workbooks/notes.txt' } },
    );
    expect(update).toEqual({ status: 'failure', errors: [FUNCTION_MESSAGES.fileNotCompatible] });
  });

  it("lists a workbook's names; refuses what is not an xlsx workbook", async () => {
    const names = async (fileKey: string) =>
      (
        await api.gql<{
          functionWorkbookNames: { status: string; errors: string[]; value: Array<Record<string, unknown>> };
        }>(
          'query($fileKey: String!) { functionWorkbookNames(fileKey: $fileKey) { status errors value { name kind label dataType columns { label dataType } } } }',
          { fileKey },
        )
      ).functionWorkbookNames;
    const rating = await names('workbooks/rating.xlsx');
    expect(rating.value.map((name) => name.name)).toContain('input_riders');
    expect(rating.value.find((name) => name.name === 'input_start')).toMatchObject({
      kind: 'cell',
      label: 'Start date',
      dataType: 'date',
    });
    expect(await names('workbooks/notes.txt')).toMatchObject({ errors: [FUNCTION_MESSAGES.fileNotCompatible] });
    expect(await names('workbooks/none.xlsx')).toMatchObject({
      errors: [FUNCTION_ERRORS.fileNotFound('workbooks/none.xlsx').message],
    });
  });

  it('adds, updates and removes inputs and outputs, and renders the workbook with the data', async () => {
    const id = String((await create({ name: 'Quote', fileKey: 'workbooks/rating.xlsx' })).createdStatus?.id);
    const inputs = {
      input_age: '{{ data.policy.age }}',
      input_plan: '{{ data.policy.plan }}',
      input_smoker: '{{ data.policy.smoker }}',
      input_start: '{{ data.policy.start }}',
      input_riders: '{{ data.policy.riders | json }}',
    };
    for (const [variable, liquid] of Object.entries(inputs)) {
      const added = await mutate(ADD_INPUT, { id, input: { var: variable, liquid } });
      expect(added).toMatchObject({ status: 'success', createdStatus: { id: expect.any(String) } });
    }
    for (const variable of ['output_base', 'output_factor', 'output_premium', 'output_end', 'output_plans'])
      expect(await mutate(ADD_OUTPUT, { id, input: { var: variable } })).toMatchObject({ status: 'success' });
    expect(await mutate(ADD_OUTPUT, { id, input: { var: 'output_base' } })).toMatchObject({
      status: 'failure',
      errors: [FUNCTION_ERRORS.duplicateVar('output_base').message],
    });
    expect(await mutate(ADD_INPUT, { id, input: { var: 'age', liquid: '' } })).toMatchObject({
      errors: [FUNCTION_ERRORS.invalidVar('input_').message],
    });
    const stored = await template(id);
    expect(stored.inputs.map((input) => input.name)).toEqual(['age', 'plan', 'smoker', 'start', 'riders']);
    expect(stored.outputs[0]).toMatchObject({ name: 'base', var: 'output_base' });

    const data = {
      policy: {
        age: 50,
        plan: 'Gold',
        smoker: true,
        start: '2024-02-29',
        riders: [
          { Rider: 'Dental', Cover: 1000, Premium: 12.34 },
          { Rider: 'Vision', Cover: 500, Premium: 8.1 },
        ],
      },
    };
    const rendered = await render(api, id, data);
    expect(rendered).toMatchObject({ status: 'success', errors: [], defaultsUsed: [] });
    expect(valuesOf(rendered)).toEqual({
      base: 220,
      factor: 1.4,
      premium: 482.44,
      end: '2025-02-27',
      plans: [
        { Plan: 'Bronze', Factor: 0.8 },
        { Plan: 'Silver', Factor: 1 },
        { Plan: 'Gold', Factor: 1.4 },
      ],
    });
    expect(rendered.value?.[0]).toMatchObject({ var: 'output_base', id: stored.outputs[0]?.id });

    // Workbook values are the defaults: inputs whose Liquid renders empty keep them, and say so.
    const defaults = await render(api, id, { policy: { age: 61 } });
    expect(defaults.defaultsUsed).toEqual(['input_plan', 'input_smoker', 'input_start', 'input_riders']);
    expect(valuesOf(defaults)).toMatchObject({ base: 400, factor: 1, premium: 412.5, end: '2026-12-31' });

    const age = stored.inputs[0]?.id;
    const update =
      'mutation($templateId: String!, $inputId: String!, $input: functionInputInput!) { updateInputOfFunctionTemplate(templateId: $templateId, inputId: $inputId, input: $input) { status errors } }';
    expect(await mutate(update, { templateId: id, inputId: age, input: { var: 'input_age', liquid: '10' } })).toEqual({
      status: 'success',
      errors: [],
    });
    expect(valuesOf(await render(api, id, data))).toMatchObject({ base: 100 });
    expect(await mutate(update, { templateId: id, inputId: 'nope', input: { var: 'input_age' } })).toMatchObject({
      errors: [FUNCTION_ERRORS.inputNotFound('nope').message],
    });

    const removeInput =
      'mutation($templateId: String!, $inputId: String!) { removeInputFromFunctionTemplate(templateId: $templateId, inputId: $inputId) { status errors } }';
    const removeOutput =
      'mutation($templateId: String!, $outputId: String!) { removeOutputFromFunctionTemplate(templateId: $templateId, outputId: $outputId) { status errors } }';
    expect(await mutate(removeInput, { templateId: id, inputId: age }, uat)).toMatchObject({
      errors: ['There is no template with this id.'],
    });
    expect(await mutate(removeInput, { templateId: id, inputId: age })).toMatchObject({ status: 'success' });
    expect(await mutate(removeOutput, { templateId: id, outputId: stored.outputs[4]?.id })).toMatchObject({
      status: 'success',
    });
    const after = await template(id);
    expect(after.inputs.map((input) => input.var)).not.toContain('input_age');
    expect(after.outputs.map((output) => output.var)).not.toContain('output_plans');
    // Another tenant neither reads nor renders it.
    expect(await render(uat, id, data)).toMatchObject({
      status: 'failure',
      errors: ['There is no template with this id.'],
    });
  });

  it('answers failures that name the cell, a missing name, or a file that is gone', async () => {
    const id = String(
      (
        await create({
          name: 'Broken',
          fileKey: 'workbooks/broken.xlsx',
          inputs: [{ var: 'input_x', liquid: '{{ data.x }}' }],
          outputs: [{ var: 'output_loop' }],
        })
      ).createdStatus?.id,
    );
    expect(await render(api, id, { x: 2 })).toMatchObject({
      status: 'failure',
      errors: [FUNCTION_ERRORS.cellError('Sheet1!A1', 'circular reference.').message],
    });
    const missing = String(
      (await create({ name: 'Missing', fileKey: 'workbooks/rating.xlsx', outputs: [{ var: 'output_nothing' }] }))
        .createdStatus?.id,
    );
    expect(await render(api, missing, {})).toMatchObject({
      errors: [FUNCTION_ERRORS.nameNotInWorkbook('output_nothing').message],
    });
    const gone = String((await create({ name: 'Gone', fileKey: 'workbooks/gone.xlsx' })).createdStatus?.id);
    expect(await render(api, gone, {})).toMatchObject({
      errors: [FUNCTION_ERRORS.fileNotFound('workbooks/gone.xlsx').message],
    });
  });
});
