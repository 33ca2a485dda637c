import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { templates } from './templates.tables';
import { templatesClient } from './templates.testing';

const SMS_BODY = `query($id: String!) { templates(where: { id: $id }) { list { name ... on smsTemplate { bodyLiquid } } } }`;
const RENDER_SMS = `query($id: String!) { renderSmsTemplate(templateId: $id) { status errors } }`;
const DRAWINGS = `query($id: String!) { templates(where: { id: $id }) { list {
  ... on pdfDrawingTemplate { drawings { id kind liquidSource } } } } }`;

describe('template content read through its kind', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
  });

  const storeContent = (id: string, content: Record<string, unknown>) =>
    server.services.db.update(templates).set({ content }).where(eq(templates.id, id));

  it('answers stored content its kind cannot read with an error naming the field, never a crash', async () => {
    const id = await api.smsId('Broken reminder', 'Pay {{ data.amount }}');
    await storeContent(id, { bodyLiquid: 42 });

    const read = await server.gql<{ templates: { list: Array<{ name: string; bodyLiquid: string | null }> } }>(
      SMS_BODY,
      { id },
      { token: server.token },
    );
    expect(read.errors?.map((error) => error.message)).toEqual([
      "The template's stored content is not valid at bodyLiquid: Invalid input: expected string, received number.",
    ]);
    // The rest of the template still answers.
    expect(read.data?.templates.list[0]?.name).toBe('Broken reminder');

    const rendered = await api.gql<{ renderSmsTemplate: { status: string; errors: string[] } }>(RENDER_SMS, { id });
    expect(rendered.renderSmsTemplate.status).toBe('failure');
    expect(rendered.renderSmsTemplate.errors[0]).toContain('at bodyLiquid');
  });

  it('migrates boxes stored before boxes had kinds to text boxes', async () => {
    await api.gql('mutation { createPdfDrawingTemplate(input: { name: "Old form" }) { status } }');
    const id = String((await api.list({ name: 'Old form' })).list[0]?.id);
    const box = {
      id: 'box-1',
      page: 1,
      liquidSource: '{{ data.name }}',
      point1: { x: 10, y: 10 },
      point2: { x: 110, y: 30 },
      textAlignment: 'LEFT',
      verticalAlignment: 'TOP',
      font: { familyName: 'DejaVu Sans', emSize: 10, fontStyle: 'REGULAR' },
    };
    await storeContent(id, { drawings: [box] });
    const answer = await api.gql<{ templates: { list: Array<{ drawings: unknown[] }> } }>(DRAWINGS, { id });
    expect(answer.templates.list[0]?.drawings).toEqual([
      { id: 'box-1', kind: 'TEXT', liquidSource: '{{ data.name }}' },
    ]);
  });
});
