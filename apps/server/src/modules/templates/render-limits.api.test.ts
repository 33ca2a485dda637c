import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { templatesClient } from './templates.testing';

type Result = { status: string; errors: string[] };

const TWO_KILOBYTES = 'x'.repeat(2000);
/** Liquid rendering `times` × 2000 characters from a source of about 2 kB. */
const loop = (times: number) => `{% for i in (1..${times}) %}${TWO_KILOBYTES}{% endfor %}`;

describe('output limits of renders', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
  });

  const renderHtml = async (html: string) =>
    (
      await api.gql<{ renderHtml: Result & { value: string | null } }>(
        'query($html: String!) { renderHtml(html: $html) { status errors value } }',
        { html },
      )
    ).renderHtml;

  async function dynamicTemplate(sources: string[]) {
    const id = await api.createDynamic(`Limits ${Math.random()}`);
    const add =
      'mutation($id: String!, $json: String) { addDynamicValueToTemplate(templateId: $id, input: { valueJsonString: $json }) { status errors } }';
    for (const source of sources) {
      const added = await api.gql<{ addDynamicValueToTemplate: Result }>(add, { id, json: JSON.stringify(source) });
      expect(added.addDynamicValueToTemplate.status).toBe('success');
    }
    const rendered = await api.gql<{ renderDynamicTemplate: Result }>(
      'query($id: String!) { renderDynamicTemplate(templateId: $id) { status errors } }',
      { id },
    );
    return rendered.renderDynamicTemplate;
  }

  it('refuses a render of ~200 MB from a 2 kB template, and renders again afterwards', async () => {
    expect(await renderHtml(loop(100_000))).toEqual({
      status: 'failure',
      errors: [expect.stringMatching(/^liquid\|\d+:\d+\|The rendered output is longer than 5000000 characters\.$/)],
      value: null,
    });
    expect(await renderHtml('{{ 20 | plus: 4 }}')).toEqual({ status: 'success', errors: [], value: '24' });
  });

  it('refuses a dynamic template of 25 values of ~190 MB each at the first; the server keeps serving', async () => {
    const answer = await dynamicTemplate(Array.from({ length: 25 }, () => loop(95_000)));
    expect(answer).toEqual({
      status: 'failure',
      errors: [expect.stringContaining('The rendered output is longer than 5000000 characters.')],
    });
    expect(await renderHtml('still {{ "here" }}')).toMatchObject({ status: 'success', value: 'still here' });
  });

  it("refuses a dynamic template whose values, each under the cap, are past the template's 10 000 000", async () => {
    // Three values of 4 000 000 characters: 12 000 000 together.
    expect(await dynamicTemplate([loop(2000), loop(2000), loop(2000)])).toEqual({
      status: 'failure',
      errors: ['The rendered output of this template is longer than 10000000 characters.'],
    });
    expect(await dynamicTemplate([loop(2000), loop(2000)])).toEqual({ status: 'success', errors: [] });
  });

  it('refuses the render that takes one request past 20 000 000 characters together', async () => {
    // Five renders of 4 500 000 characters: the fifth to finish takes the request to 22 500 000.
    const aliases = ['a', 'b', 'c', 'd', 'e'];
    const query = `query($html: String!) { ${aliases.map((alias) => `${alias}: renderHtml(html: $html) { status errors }`).join(' ')} }`;
    const answers = Object.values(await api.gql<Record<string, Result>>(query, { html: loop(2250) }));
    const refused = answers.filter((answer) => answer.status === 'failure');
    expect(refused).toEqual([
      { status: 'failure', errors: ['The rendered output of this request is longer than 20000000 characters.'] },
    ]);
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(4);
    // The budget is the request's: the next request has its own.
    expect(await renderHtml(loop(2250))).toMatchObject({ status: 'success' });
  });
});
