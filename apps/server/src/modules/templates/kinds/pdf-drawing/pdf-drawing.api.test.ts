import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../../../../platform/render/pdf/pdf-inspect.testing';
import { blankForm } from '../../../../platform/render/pdf/stamp.testing';
import { useTestServer } from '../../../../testing/use-test-server';
import { uploadTo } from '../../../files/files.testing';
import { templatesClient } from '../../templates.testing';

const DRAWING_FIELDS = `id page liquidSource point1 { x y } point2 { x y } textAlignment verticalAlignment
  font { familyName emSize fontStyle }`;
const TEMPLATE = `query($id: String!) { templates(where: { id: $id }) { list { version
  ... on pdfDrawingTemplate { fileKey passwordLiquid drawings { ${DRAWING_FIELDS} } } } } }`;
const ADD = `mutation($id: String!, $input: addPdfDrawingInput!) {
  addPdfDrawing(templateId: $id, input: $input) { status errors value } }`;
const UPDATE = `mutation($id: String!, $drawingId: String!, $input: updatePdfDrawingInput!) {
  updatePdfDrawing(templateId: $id, drawingId: $drawingId, input: $input) { status errors } }`;
const REMOVE = `mutation($id: String!, $drawingId: String!) {
  removePdfDrawing(templateId: $id, drawingId: $drawingId) { status errors } }`;
const RENDER = `query($id: String!, $content: String) {
  renderPdfDrawingTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors value } }`;

type Drawing = { id: string; page: number; liquidSource: string; point1: { x: number; y: number } };
type Rendered = { status: string; errors: string[]; value: number[] | null };

const textOf = (pdf: Uint8Array) => pdfText(pdf, { layout: true });

describe('PDF drawing templates', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  let uat: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
    uat = templatesClient(server, (await server.signIn('test_uat')).accessToken);
    const upload = await uploadTo(server, 'forms/', [{ name: 'claim.pdf', content: Buffer.from(await blankForm(2)) }], {
      token: server.token,
    });
    expect(upload.statusCode).toBe(200);
  });

  const create = async (name: string, fileKey?: string) => {
    await api.gql(
      'mutation($input: createPdfDrawingTemplateInput!) { createPdfDrawingTemplate(input: $input) { status } }',
      {
        input: { name, fileKey },
      },
    );
    return String((await api.list({ name })).list[0]?.id);
  };
  const read = async (id: string) =>
    (await api.gql<{ templates: { list: Array<{ version: number; drawings: Drawing[] }> } }>(TEMPLATE, { id }))
      .templates.list[0];
  const render = async (id: string, content: unknown, client = api) =>
    (await client.gql<{ renderPdfDrawingTemplate: Rendered }>(RENDER, { id, content: JSON.stringify(content) }))
      .renderPdfDrawingTemplate;

  it('adds, copies, moves, changes and removes boxes, and renders them on the uploaded PDF', async () => {
    const id = await create('Claim form', 'forms/claim.pdf');
    const add = async (input: Record<string, unknown>) =>
      (await api.gql<{ addPdfDrawing: { status: string; errors: string[]; value: string } }>(ADD, { id, input }))
        .addPdfDrawing;
    const name = await add({
      page: 1,
      point1: { x: 50, y: 60 },
      point2: { x: 300, y: 90 },
      liquidSource: 'Holder: {{ data.policies.list[0].holder.name }}',
      font: { familyName: 'DejaVu Sans', emSize: 12, fontStyle: 'BOLD' },
    });
    expect(name).toMatchObject({ status: 'success', errors: [] });
    const chinese = await add({
      page: 2,
      point1: { x: 50, y: 100 },
      point2: { x: 300, y: 140 },
      liquidSource: '{{ data.policies.list[0].holder.chineseName }}',
      textAlignment: 'CENTER',
      verticalAlignment: 'CENTER',
    });
    // A copy: the fields of an existing box, without its id.
    const copy = await add({ page: 1, point1: { x: 50, y: 60 }, point2: { x: 300, y: 90 }, liquidSource: 'Copy' });
    expect(new Set([name.value, chinese.value, copy.value]).size).toBe(3);

    // Geometry only (a move), then the whole box.
    const move = await api.gql<{ updatePdfDrawing: { status: string } }>(UPDATE, {
      id,
      drawingId: copy.value,
      input: { point1: { x: 50, y: 400 }, point2: { x: 300, y: 430 } },
    });
    expect(move.updatePdfDrawing.status).toBe('success');
    await api.gql(UPDATE, {
      id,
      drawingId: copy.value,
      input: {
        liquidSource: 'Policy {{ data.policies.list[0].issuerNumber }}',
        textAlignment: 'RIGHT',
        verticalAlignment: 'BOTTOM',
        font: { familyName: 'Noto Sans CJK HK', emSize: 10, fontStyle: 'UNDERLINE' },
      },
    });
    const template = await read(id);
    const moved = template?.drawings.find((drawing) => drawing.id === copy.value);
    expect(moved).toMatchObject({
      liquidSource: 'Policy {{ data.policies.list[0].issuerNumber }}',
      point1: { x: 50, y: 400 },
      textAlignment: 'RIGHT',
      font: { familyName: 'Noto Sans CJK HK', emSize: 10, fontStyle: 'UNDERLINE' },
    });
    expect(template?.drawings.find((drawing) => drawing.id === chinese.value)).toMatchObject({
      font: { familyName: 'DejaVu Sans', emSize: 12, fontStyle: 'REGULAR' },
      textAlignment: 'CENTER',
    });

    const data = {
      policies: { list: [{ holder: { name: 'Chan Tai Man', chineseName: '陳大文' }, issuerNumber: 'P-001' }] },
    };
    const rendered = await render(id, data);
    expect(rendered.errors).toEqual([]);
    const text = await textOf(Uint8Array.from(rendered.value ?? []));
    expect(text).toContain('Holder: Chan Tai Man');
    expect(text).toContain('Policy P-001');
    expect(text).toContain('陳大文');

    expect(
      (await api.gql<{ removePdfDrawing: { status: string } }>(REMOVE, { id, drawingId: name.value })).removePdfDrawing,
    ).toMatchObject({ status: 'success' });
    expect((await read(id))?.drawings.map((drawing) => drawing.id)).toEqual([chinese.value, copy.value]);
    expect(await textOf(Uint8Array.from((await render(id, data)).value ?? []))).not.toContain('Chan Tai Man');
  });

  it('encrypts the output with the rendered passwordLiquid', async () => {
    const id = await create('Protected', 'forms/claim.pdf');
    await api.gql(
      'mutation($id: String!) { updatePdfDrawingTemplate(templateId: $id, input: { passwordLiquid: "{% if data.id %}{{ data.id }}-pw{% endif %}" }) { status } }',
      { id },
    );
    await api.gql(ADD, {
      id,
      input: { page: 1, point1: { x: 50, y: 50 }, point2: { x: 300, y: 80 }, liquidSource: 'Secret {{ data.id }}' },
    });
    const pdf = Uint8Array.from((await render(id, { id: 'A123' })).value ?? []);
    await expect(pdfInfo(pdf)).rejects.toThrow();
    expect(await pdfInfo(pdf, { password: 'A123-pw' })).toMatchObject({ encrypted: true, pages: 2 });
    expect(await pdfText(pdf, { password: 'A123-pw' })).toContain('Secret A123');
    // An empty rendered password leaves the PDF open.
    expect((await pdfInfo(Uint8Array.from((await render(id, {})).value ?? []))).encrypted).toBe(false);
  });

  it('refuses bad boxes with clear errors and writes nothing', async () => {
    const id = await create('Refusals', 'forms/claim.pdf');
    const version = (await read(id))?.version;
    const refused = async (input: Record<string, unknown>) =>
      (await api.gql<{ addPdfDrawing: { status: string; errors: string[] } }>(ADD, { id, input })).addPdfDrawing.errors;
    const box = { page: 1, point1: { x: 10, y: 10 }, point2: { x: 100, y: 40 } };
    expect(await refused({ ...box, page: 0 })).toEqual(['The page must be a whole number from 1 to 10000.']);
    expect(await refused({ ...box, point2: { x: 10, y: 40 } })).toEqual(['A box must have a width and a height.']);
    expect(await refused({ ...box, point1: { x: -5, y: 10 } })).toEqual([
      'Box corners must be numbers from 0 to 14400.',
    ]);
    expect(await refused({ ...box, font: { familyName: 'DejaVu Sans', emSize: 65 } })).toEqual([
      'The font size must be a whole number from 1 to 64.',
    ]);
    expect(await refused({ ...box, font: { familyName: 'Comic Sans', emSize: 12 } })).toEqual([
      'There is no font family Comic Sans.',
    ]);
    const missing = await api.gql<{ updatePdfDrawing: { errors: string[] } }>(UPDATE, {
      id,
      drawingId: 'nope',
      input: { page: 2 },
    });
    expect(missing.updatePdfDrawing.errors).toEqual(['There is no drawing nope.']);
    expect((await read(id))?.version).toBe(version);
  });

  it('answers clear render failures: no file, a missing file, overflowing text, a Liquid error', async () => {
    const noFile = await create('No file');
    expect((await render(noFile, {})).errors).toEqual(['Choose the PDF file of this template first.']);
    const gone = await create('Gone', 'forms/gone.pdf');
    expect((await render(gone, {})).errors).toEqual(['There is no file forms/gone.pdf.']);

    const id = await create('Overflow', 'forms/claim.pdf');
    const added = await api.gql<{ addPdfDrawing: { value: string } }>(ADD, {
      id,
      input: { page: 1, point1: { x: 10, y: 10 }, point2: { x: 30, y: 14 }, liquidSource: '{{ data.long }}' },
    });
    expect((await render(id, { long: 'a very long text for a tiny box' })).errors).toEqual([
      'The text of box 1 on page 1 does not fit its box, even at 4 pt.',
    ]);
    await api.gql(UPDATE, { id, drawingId: added.addPdfDrawing.value, input: { liquidSource: '{{ data.a | }' } });
    expect((await render(id, {})).errors[0]).toMatch(/^liquid\|1:1\|/);
  });

  it('renders past an unknown filter in a box and answers it as a warning', async () => {
    const id = await create('Warned form', 'forms/claim.pdf');
    const added = await api.gql<{ addPdfDrawing: { status: string } }>(ADD, {
      id,
      input: { page: 1, point1: { x: 50, y: 60 }, point2: { x: 300, y: 90 }, liquidSource: '{{ data.name | shout }}' },
    });
    expect(added.addPdfDrawing.status).toBe('success');
    const rendered = await render(id, { name: 'Ann' });
    expect(rendered.status).toBe('success');
    expect(rendered.errors).toEqual(['liquid|1:16|Unknown filter "shout": the value passes through it unchanged.']);
    expect(await textOf(Uint8Array.from(rendered.value ?? []))).toContain('Ann');
  });

  it('keeps boxes, renders and files to their tenant', async () => {
    const id = await create('Tenant only', 'forms/claim.pdf');
    const foreign = await uat.gql<{ addPdfDrawing: { status: string; errors: string[] } }>(ADD, {
      id,
      input: { page: 1, point1: { x: 1, y: 1 }, point2: { x: 50, y: 20 } },
    });
    expect(foreign.addPdfDrawing.errors).toEqual(['There is no template with this id.']);
    expect((await render(id, {}, uat)).errors).toEqual(['There is no template with this id.']);
    // A template of the other tenant naming this tenant's file does not reach it.
    await uat.gql(
      'mutation { createPdfDrawingTemplate(input: { name: "Thief", fileKey: "forms/claim.pdf" }) { status } }',
    );
    const thief = String((await uat.list({ name: 'Thief' })).list[0]?.id);
    expect((await render(thief, {}, uat)).errors).toEqual(['There is no file forms/claim.pdf.']);
  });
});
