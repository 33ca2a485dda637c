// SMS renders per second through renderSmsTemplate, as a ratio to liquidjs rendering the same
// pre-parsed template with the same limits in this process, measured in the same run. The goal
// (>= 0.5) is read on the service function renderSmsTemplate (template lookup, content JSON parsed,
// Liquid in the worker thread with its parse cache); the GraphQL operation of the same name is also
// reported, next to the ceiling of any operation over HTTP here (an authenticated `{ __typename }`).
import { renderSmsTemplate } from '../apps/server/src/modules/templates/kinds/sms/sms.service';
import { createLiquidEngine } from '../apps/server/src/platform/render/liquid/liquid-engine';
import { startStudioServer } from './lib/studio-server';
import { compare, report } from './lib/throughput';

const BODY = `Dear {{ data.policies.list[0].holder.name }}, the premium of policy {{ data.policies.list[0].issuerNumber }} \
({{ data.policies.list[0].premium.formattedPrice }}) is due on {{ data.policies.list[0].endDate | date: '%d/%m/%Y' }}.\
{% if data.policies.list[0].status == 'ISSUED' %} Thank you for staying with us.{% endif %}`;
const DATA = {
  policies: {
    list: [
      {
        holder: { name: 'Chan Tai Man' },
        issuerNumber: 'TEST-POL-0001',
        premium: { formattedPrice: 'HKD 12,880.00' },
        endDate: '2025-12-31T00:00:00.000Z',
        status: 'ISSUED',
      },
    ],
  },
};

const studio = await startStudioServer();
try {
  const created = await fetch(studio.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
    body: JSON.stringify({
      query: `mutation($input: createSmsTemplateInput!) { createSmsTemplate(input: $input) { status } }
        `,
      variables: { input: { name: 'Bench SMS', bodyLiquid: BODY } },
    }),
  });
  if (!created.ok) throw new Error('could not create the template');
  const list = await fetch(studio.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
    body: JSON.stringify({ query: '{ templates(where: { name: "Bench SMS" }) { list { id } } }' }),
  });
  const templateId = ((await list.json()) as { data: { templates: { list: Array<{ id: string }> } } }).data.templates
    .list[0]?.id;
  const renderTemplate = studio.caller(
    `query($id: String!, $content: String) { renderSmsTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors value { body } } }`,
    { id: templateId, content: JSON.stringify(DATA) },
  );

  const engine = createLiquidEngine();
  const parsed = engine.parse(BODY);
  const expected = String(await engine.render(parsed, { data: DATA }));
  console.log(`rendered: ${expected}`);
  const liquidjs = async () => {
    await engine.render(parsed, { data: DATA });
  };

  // The Liquid platform alone: the same render through the templates service (content JSON parsed,
  // worker thread round trip, parse cache keyed by template version), without HTTP and the lookup.
  const input = { name: 'data', contentJsonString: JSON.stringify(DATA) };
  const platform = async () => {
    const answer = await studio.services.templates.renderLiquid({
      source: BODY,
      cacheKey: `bench:${templateId}:1`,
      input,
    });
    if (!answer.ok || answer.value !== expected) throw new Error(`unexpected render: ${JSON.stringify(answer)}`);
  };
  report(
    'sms: Liquid platform render (worker thread, cached parse)',
    await compare({ name: 'renderLiquid', run: platform }, { name: 'liquidjs', run: liquidjs }),
    'liquidjs pre-parsed render in process',
  );
  const session = {
    sessionId: 'bench',
    userId: 'bench',
    tenantId: 'test',
    clientId: 'studio',
    username: 'bench',
    roles: ['admin' as const],
  };
  const service = async () => {
    const answer = await renderSmsTemplate(studio.services.templates, session, templateId as string, input);
    if (!answer.ok || answer.value.body !== expected) throw new Error(`unexpected render: ${JSON.stringify(answer)}`);
  };
  const serviceResult = await compare({ name: 'renderSmsTemplate', run: service }, { name: 'liquidjs', run: liquidjs });
  report(
    'sms: renderSmsTemplate service (template lookup, JSON, worker thread, cached parse)',
    serviceResult,
    'liquidjs pre-parsed render in process',
  );
  console.log(`sms: goal >= 0.5 on the service: ${serviceResult.ratio >= 0.5 ? 'met' : 'NOT met'}`);
  if (serviceResult.ratio < 0.5) process.exitCode = 1;
  report(
    'sms: renderSmsTemplate (HTTP, auth, template lookup, worker thread, cached parse)',
    await compare({ name: 'renderSmsTemplate', run: renderTemplate }, { name: 'liquidjs', run: liquidjs }),
    'liquidjs pre-parsed render in process',
  );
  // The ceiling for any operation over HTTP here: an authenticated query that does nothing.
  report(
    'sms: authenticated { __typename } over HTTP (context only)',
    await compare({ name: '__typename', run: studio.caller('{ __typename }') }, { name: 'liquidjs', run: liquidjs }),
    'liquidjs pre-parsed render in process',
  );
} finally {
  await studio.close();
}
