import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfImages, pdfPageImage, pdfText } from '../../../../platform/render/pdf/pdf-inspect.testing';
import { solidPng } from '../../../../platform/render/pdf/png.testing';
import { blankForm } from '../../../../platform/render/pdf/stamp.testing';
import { qrModules } from '../../../../platform/render/pdf/stamp-marks';
import { useTestServer } from '../../../../testing/use-test-server';
import { uploadTo } from '../../../files/files.testing';
import { templatesClient } from '../../templates.testing';

const ADD = `mutation($id: String!, $input: addPdfDrawingInput!) {
  addPdfDrawing(templateId: $id, input: $input) { status errors value } }`;
const RENDER = `query($id: String!, $content: String) {
  renderPdfDrawingTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors value } }`;
const KINDS = `query($id: String!) { templates(where: { id: $id }) { list {
  ... on pdfDrawingTemplate { drawings { kind liquidSource } } } } }`;

type Rendered = { status: string; errors: string[]; value: number[] | null };
type Client = ReturnType<typeof templatesClient>;
const dark = ([r, g, b]: [number, number, number]) => r + g + b < 3 * 128;

describe('PDF drawing fields: standard fonts, images, QR codes and checkboxes', () => {
  const server = useTestServer();
  let api: Client;
  let uat: Client;
  beforeAll(async () => {
    const token = server.token;
    const uatToken = (await server.signIn('test_uat')).accessToken;
    api = templatesClient(server, token);
    uat = templatesClient(server, uatToken);
    const form = Buffer.from(await blankForm(1));
    const own = [
      { name: 'form.pdf', content: form },
      { name: 'red.png', content: solidPng(20, 10, [255, 0, 0]) },
      { name: 'notes.txt', content: 'not an image' },
    ];
    expect((await uploadTo(server, 'fields/', own, { token })).statusCode).toBe(200);
    const theirs = [
      { name: 'form.pdf', content: form },
      { name: 'blue.png', content: solidPng(20, 10, [0, 0, 255]) },
    ];
    expect((await uploadTo(server, 'fields/', theirs, { token: uatToken })).statusCode).toBe(200);
  });

  const create = async (client: Client, name: string, boxes: Record<string, unknown>[]) => {
    await client.gql(
      'mutation($input: createPdfDrawingTemplateInput!) { createPdfDrawingTemplate(input: $input) { status } }',
      { input: { name, fileKey: 'fields/form.pdf' } },
    );
    const id = String((await client.list({ name })).list[0]?.id);
    for (const input of boxes) {
      const added = await client.gql<{ addPdfDrawing: { errors: string[] } }>(ADD, { id, input });
      expect(added.addPdfDrawing.errors).toEqual([]);
    }
    return id;
  };
  const render = async (client: Client, id: string, content: unknown) =>
    (await client.gql<{ renderPdfDrawingTemplate: Rendered }>(RENDER, { id, content: JSON.stringify(content) }))
      .renderPdfDrawingTemplate;
  const pdfOf = (rendered: Rendered) => {
    expect(rendered.errors).toEqual([]);
    return Uint8Array.from(rendered.value ?? []);
  };
  const box = (x: number, y: number, width: number, height: number) => ({
    page: 1,
    point1: { x, y },
    point2: { x: x + width, y: y + height },
  });

  it('offers the standard PDF fonts and writes each box in its own standard font (CJK falls back)', async () => {
    const families = (await api.gql<{ pdfDrawingFontFamilies: string[] }>('{ pdfDrawingFontFamilies }'))
      .pdfDrawingFontFamilies;
    expect(families).toEqual(expect.arrayContaining(['Helvetica', 'Times-Roman', 'Courier']));
    const id = await create(api, 'Standard fonts', [
      { ...box(40, 40, 300, 30), liquidSource: 'Sans {{ data.name }}', font: { familyName: 'Helvetica', emSize: 12 } },
      {
        ...box(40, 80, 300, 30),
        liquidSource: 'Serif {{ data.name }}',
        font: { familyName: 'Times-Roman', emSize: 12, fontStyle: 'BOLD' },
      },
      { ...box(40, 120, 300, 30), liquidSource: 'Mono 陳大文', font: { familyName: 'Courier', emSize: 12 } },
    ]);
    const pdf = pdfOf(await render(api, id, { name: 'Chan' }));
    const names = (await pdfFonts(pdf)).map((font) => font.name);
    expect(names).toEqual(expect.arrayContaining(['Helvetica', 'Times-Bold', 'Courier']));
    expect(names.some((name) => name.startsWith('NotoSansCJK'))).toBe(true);
    const text = await pdfText(pdf);
    for (const line of ['Sans Chan', 'Serif Chan', 'Mono 陳大文']) expect(text).toContain(line);
  });

  it('draws the image file a box names, fitted to the box, and never another tenant file', async () => {
    const id = await create(api, 'Images', [
      { ...box(100, 100, 200, 200), kind: 'IMAGE', liquidSource: '{{ data.picture }}', verticalAlignment: 'TOP' },
      { ...box(100, 400, 50, 50), kind: 'IMAGE', liquidSource: '{{ data.none }}' },
    ]);
    const pdf = pdfOf(await render(api, id, { picture: 'fields/red.png' }));
    expect(await pdfImages(pdf)).toEqual([{ page: 1, type: 'image', width: 20, height: 10 }]);
    const page = await pdfPageImage(pdf, 1, 72);
    // 20 x 10 pixels fitted to 200 wide: 200 x 100 at the top of the box.
    expect(page.pixel(200, 150)).toEqual([255, 0, 0]);
    expect(page.pixel(200, 250)).toEqual([255, 255, 255]);

    expect((await render(api, id, { picture: 'fields/blue.png' })).errors).toEqual([
      'The image of box 1 on page 1 is not a file: fields/blue.png.',
    ]);
    expect((await render(api, id, { picture: 'fields/notes.txt' })).errors).toEqual([
      'The image of box 1 on page 1 is not a PNG or JPEG image.',
    ]);
    const theirs = await create(uat, 'Their images', [
      { ...box(100, 100, 200, 200), kind: 'IMAGE', liquidSource: 'fields/red.png' },
    ]);
    expect((await render(uat, theirs, {})).errors).toEqual([
      'The image of box 1 on page 1 is not a file: fields/red.png.',
    ]);
  });

  it('draws the QR code of the rendered Liquid, module for module', async () => {
    const id = await create(api, 'QR', [
      { ...box(100, 100, 150, 150), kind: 'QR_CODE', liquidSource: 'https://example.com/p/{{ data.policy }}' },
    ]);
    const page = await pdfPageImage(pdfOf(await render(api, id, { policy: 'P-001' })), 1, 72);
    const modules = qrModules('https://example.com/p/P-001') ?? [];
    expect(modules.length).toBeGreaterThan(20);
    const unit = 150 / (modules.length + 4);
    const drawn = modules.map((line, row) =>
      line.map((_, column) =>
        dark(page.pixel(Math.floor(100 + (2.5 + column) * unit), Math.floor(100 + (2.5 + row) * unit))),
      ),
    );
    expect(drawn).toEqual(modules);
    expect(modules).not.toEqual(qrModules('https://example.com/p/P-002'));

    const long = 'x'.repeat(3000);
    expect((await render(api, id, { policy: long })).errors).toEqual([
      'The QR code of box 1 on page 1 holds at most 2331 bytes.',
    ]);
  });

  it('ticks a checkbox when its source renders true, and leaves it empty otherwise', async () => {
    const id = await create(api, 'Checkbox', [
      { ...box(300, 100, 30, 30), kind: 'CHECKBOX', liquidSource: '{{ data.smoker }}' },
    ]);
    const kinds = await api.gql<{ templates: { list: Array<{ drawings: Array<{ kind: string }> }> } }>(KINDS, { id });
    expect(kinds.templates.list[0]?.drawings.map((drawing) => drawing.kind)).toEqual(['CHECKBOX']);
    const pageFor = async (smoker: unknown) => pdfPageImage(pdfOf(await render(api, id, { smoker })), 1, 72);
    // The middle of the tick's long stroke (0.61 across, 0.51 up) and the left border.
    const tickAt = [Math.round(300 + 0.61 * 30), Math.round(100 + 0.49 * 30)] as const;
    const ticked = await pageFor(true);
    const empty = await pageFor(false);
    expect(dark(ticked.pixel(...tickAt))).toBe(true);
    expect(dark(empty.pixel(...tickAt))).toBe(false);
    expect(dark(empty.pixel(301, 115))).toBe(true);
    expect(dark((await pageFor('Yes')).pixel(...tickAt))).toBe(true);
  });
});
