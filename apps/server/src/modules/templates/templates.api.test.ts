import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { templatesClient } from './templates.testing';

type Client = ReturnType<typeof templatesClient>;

const CREATE_ALL_KINDS = `mutation {
  a: createWkhtmltopdfTemplate(input: { name: "Policy schedule", html: "<p>{{ data.x }}</p>" }) { status createdStatus { id } }
  b: createEmailMjmlTemplate(input: { name: "Welcome mail", mjml: "<mjml></mjml>", subject: "Welcome" }) { status }
  c: createPdfDrawingTemplate(input: { name: "Claim form", fileKey: "forms/claim.pdf" }) { status }
  d: createSmsTemplate(input: { name: "Renewal SMS", bodyLiquid: "Hi" }) { status }
  e: createDynamicTemplate(input: { name: "Dynamic values" }) { status createdStatus { id } }
  f: createNotificationTemplate(input: { name: "Payment notice" }) { status createdStatus { id } }
  g: createFunctionTemplate(input: { name: "Premium function" }) { status createdStatus { id } }
}`;

describe('templates', () => {
  const server = useTestServer();
  let api: Client;
  let uat: Client;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
    uat = templatesClient(server, (await server.signIn('test_uat')).accessToken);
  });

  it('creates every kind, lists them newest first with type, view and label', async () => {
    const created = await api.gql<Record<string, { status: string }>>(CREATE_ALL_KINDS);
    expect(Object.values(created).map((answer) => answer.status)).toEqual(Array(7).fill('success'));
    const page = await api.list();
    expect(page.totalCount).toBe(7);
    expect(page.list.map((template) => [template.type, template.templateView, template.formattedTypeName])).toEqual(
      expect.arrayContaining([
        ['wkhtmltopdf', 'ViewTemplatesWkhtml', 'Html to Pdf'],
        ['emailMjml', 'ViewTemplatesEmailMjml', 'Email'],
        ['pdfDrawing', 'ViewTemplatesPdfDrawing', 'PDF Drawing'],
        ['sms', 'ViewTemplatesSms', 'SMS Notification'],
        ['dynamic', 'ViewTemplatesDynamic', 'Dynamic'],
        ['notification', 'ViewTemplatesNotification', 'Notification'],
        ['function', 'ViewTemplatesFunction', 'Function'],
      ]),
    );
    const created_at = page.list.map((template) => String(template.lastModifiedAt));
    expect(created_at).toHaveLength(7);
    expect(page.list[0]?.createdBy).toEqual({ username: 'admin@studio.test' });
  });

  it('searches by name, logicalId or id, filters by types, pages and sorts', async () => {
    const id = await api.smsId('Claim SMS alpha', 'x');
    await api.gql(
      'mutation($id: String!) { updateSmsTemplate(templateId: $id, input: { logicalId: "claim-sms" }) { status } }',
      {
        id,
      },
    );
    const search = (text: string) => ({ or: [{ logicalId: text }, { name_contains: text }, { id: text }] });
    expect((await api.list(search('claim sms'))).list.map((t) => t.id)).toEqual([id]);
    expect((await api.list(search('claim-sms'))).list.map((t) => t.id)).toEqual([id]);
    expect((await api.list(search(id))).list.map((t) => t.id)).toEqual([id]);
    const smsAndDynamic = await api.list({ or: [{ type: 'smsNotification' }, { type: 'dynamic' }] });
    expect(new Set(smsAndDynamic.list.map((t) => t.type))).toEqual(new Set(['sms', 'dynamic']));
    expect(smsAndDynamic.totalCount).toBe(3);
    expect((await api.list({ type_in: 'sms,dynamic' })).totalCount).toBe(3);
    const firstTwo = await api.list({}, { limit: 2, skip: 0 });
    const nextTwo = await api.list({}, { limit: 2, skip: 2 });
    expect(firstTwo.totalCount).toBe(8);
    expect(firstTwo.list[0]?.id).toBe(id);
    expect(nextTwo.list.map((t) => t.id)).not.toContain(firstTwo.list[0]?.id);
    const byName = await api.list({}, { sort: { fieldName: 'name', type: 'asc' }, limit: 1 });
    expect(byName.list[0]?.name).toBe('Claim SMS alpha');
    const badSort = await server.gql(
      '{ templates(sort: { fieldName: "html", type: "asc" }) { totalCount } }',
      {},
      {
        token: server.token,
      },
    );
    expect(badSort.errors?.[0]?.message).toBe('Templates cannot be sorted by html.');
  });

  it('filters by who created and last modified a template, as apps and files do', async () => {
    const id = await api.smsId('Audited SMS', 'x');
    const [row] = (await api.list({ id })).list;
    const me = (await api.gql<{ me: { id: string } }>('{ me { id } }')).me.id;
    const ids = async (where: Record<string, unknown>) => (await api.list({ id, ...where })).list.map((t) => t.id);
    expect(row?.id).toBe(id);
    expect(await ids({ createdById_contains: me.slice(1, -1).toUpperCase() })).toEqual([id]);
    expect(await ids({ createdById_contains: 'nobody' })).toEqual([]);
    expect(await ids({ lastModifiedById_contains: 'nobody' })).toEqual([]);
    expect(await ids({ lastModifiedById_in: ['nobody'] })).toEqual([]);
    expect(await ids({ lastModifiedById_in: [me] })).toEqual([id]);
  });

  it('refuses an empty name and answers no template for an unknown id or the wrong kind', async () => {
    expect(await api.createSms({ name: ' ' })).toEqual({ status: 'failure', errors: ['field required'] });
    const missing = await api.gql<{ updateSmsTemplate: { errors: string[] } }>(
      'mutation { updateSmsTemplate(templateId: "nope", input: { name: "x" }) { errors } }',
    );
    expect(missing.updateSmsTemplate.errors).toEqual(['There is no template with this id.']);
    const dynamicId = await api.createDynamic('Not an SMS');
    const wrong = await api.gql<{ updateSmsTemplate: { errors: string[] } }>(
      'mutation($id: String!) { updateSmsTemplate(templateId: $id, input: { bodyLiquid: "x" }) { errors } }',
      { id: dynamicId },
    );
    expect(wrong.updateSmsTemplate.errors).toEqual(['The template is not of type sms.']);
    expect(await api.remove('nope')).toEqual({ status: 'failure', errors: ['There is no template with this id.'] });
  });

  it('edits the settings of the later kinds and deletes them', async () => {
    const page = await api.list({ type_in: 'wkhtmltopdf,function' });
    for (const template of page.list) {
      const mutation =
        template.type === 'function'
          ? 'mutation($id: String!) { updateFunctionTemplate(id: $id, input: { name: "Renamed", logicalId: "fn-1" }) { status } }'
          : 'mutation($id: String!) { updateWkhtmltopdfTemplate(templateId: $id, input: { name: "Renamed", marginSettings: { top: 12 } }) { status } }';
      expect(Object.values(await api.gql<Record<string, { status: string }>>(mutation, { id: template.id }))).toEqual([
        { status: 'success' },
      ]);
      const reread = await api.one(String(template.id));
      expect(reread?.name).toBe('Renamed');
      expect(reread?.version).toBe(Number(template.version) + 1);
    }
    const pdf = await api.gql<{ templates: { list: Array<{ marginSettings: { top: number; bottom: number } }> } }>(
      '{ templates(where: { type: "wkhtmltopdf" }) { list { ... on wkhtmltopdfTemplate { marginSettings { top bottom } } } } }',
    );
    expect(pdf.templates.list[0]?.marginSettings).toEqual({ top: 12, bottom: null });
    for (const template of page.list)
      expect(await api.remove(String(template.id))).toMatchObject({ status: 'success' });
    expect((await api.list({ type_in: 'wkhtmltopdf,function' })).totalCount).toBe(0);
  });

  it('keeps templates to their tenant', async () => {
    const id = await api.smsId('Tenant test only', 'secret {{ data.a }}');
    expect(await uat.one(id)).toBeNull();
    expect((await uat.list()).list.map((t) => t.name)).not.toContain('Tenant test only');
    const foreignUpdate = await uat.gql<{ updateSmsTemplate: { errors: string[] } }>(
      'mutation($id: String!) { updateSmsTemplate(templateId: $id, input: { name: "Hijacked" }) { errors } }',
      { id },
    );
    expect(foreignUpdate.updateSmsTemplate.errors).toEqual(['There is no template with this id.']);
    const RENDER =
      'query($id: String!) { renderSmsTemplate(templateId: $id, input: { name: "data" }) { status errors } }';
    // Rendered in its own tenant first, so the row sits in the render cache.
    expect((await api.gql<{ renderSmsTemplate: { status: string } }>(RENDER, { id })).renderSmsTemplate.status).toBe(
      'success',
    );
    const foreignRender = await uat.gql<{ renderSmsTemplate: { status: string; errors: string[] } }>(RENDER, { id });
    expect(foreignRender.renderSmsTemplate).toEqual({
      status: 'failure',
      errors: ['There is no template with this id.'],
    });
    expect(await uat.remove(id)).toMatchObject({ status: 'failure' });
    expect((await api.one(id))?.name).toBe('Tenant test only');
  });
});
