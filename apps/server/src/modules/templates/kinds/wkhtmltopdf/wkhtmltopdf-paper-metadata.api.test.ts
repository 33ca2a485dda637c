import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfWords } from '../../../../platform/render/pdf/pdf-inspect.testing';
import { useTestServer } from '../../../../testing/use-test-server';
import { templatesClient } from '../../templates.testing';

type Rendered = { status: string; errors: string[] | null; base64: string | null };
const RENDER_TEMPLATE = `query($id: String!, $content: String) {
  renderWkhtmltopdfTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors base64 }
}`;
const RENDER = `query($html: String!, $paperSize: paperSizeEnumeration, $orientation: orientationEnumeration,
  $metadata: pdfMetadataInput, $templateName: String, $password: String, $header: headerFooterInput,
  $footer: headerFooterInput, $margins: marginSettingsInput) {
  renderWkhtmltopdf(html: $html, paperSize: $paperSize, orientation: $orientation, metadata: $metadata,
    templateName: $templateName, passwordLiquid: $password, headerSettings: $header, footerSettings: $footer,
    marginSettings: $margins, input: { name: "data", contentJsonString: "{\\"no\\":\\"P-7\\"}" }) { status errors base64 }
}`;
/** Points per millimetre and per inch. */
const MM = 72 / 25.4;
const INCH = 72;
/** Chromium rounds the paper to its own units: within a point and a half of the sheet. */
const expectSize = (info: { width: number; height: number }, width: number, height: number) => {
  expect(Math.abs(info.width - width), `width ${info.width} vs ${width}`).toBeLessThan(1.5);
  expect(Math.abs(info.height - height), `height ${info.height} vs ${height}`).toBeLessThan(1.5);
};

describe('HTML to PDF: paper sizes and metadata', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
  });

  const pdfOf = (answer: Rendered) => {
    if (answer.status !== 'success' || !answer.base64) throw new Error(JSON.stringify(answer.errors));
    return new Uint8Array(Buffer.from(answer.base64, 'base64'));
  };
  const render = async (variables: Record<string, unknown>) =>
    pdfOf((await api.gql<{ renderWkhtmltopdf: Rendered }>(RENDER, variables)).renderWkhtmltopdf);
  const createTemplate = async (input: Record<string, unknown>) => {
    const answer = await api.gql<{ createWkhtmltopdfTemplate: { status: string; createdStatus: { id: string } } }>(
      'mutation($input: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $input) { status errors createdStatus { id } } }',
      { input },
    );
    return answer.createWkhtmltopdfTemplate.createdStatus.id;
  };
  const renderTemplate = async (id: string, content = '{}') =>
    pdfOf(
      (await api.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, { id, content }))
        .renderWkhtmltopdfTemplate,
    );

  it('prints on A4 (the default), A5, Letter and Legal, upright or landscape', async () => {
    const sheets = [
      { paperSize: undefined, width: 210 * MM, height: 297 * MM },
      { paperSize: 'A4', width: 210 * MM, height: 297 * MM },
      { paperSize: 'A5', width: 148 * MM, height: 210 * MM },
      { paperSize: 'LETTER', width: 8.5 * INCH, height: 11 * INCH },
      { paperSize: 'LEGAL', width: 8.5 * INCH, height: 14 * INCH },
    ];
    for (const { paperSize, width, height } of sheets) {
      expectSize(await pdfInfo(await render({ html: '<p>Sheet</p>', paperSize })), width, height);
      const landscape = await pdfInfo(await render({ html: '<p>Sheet</p>', paperSize, orientation: 'LANDSCAPE' }));
      expectSize(landscape, height, width);
    }
  });

  it("honours the document's CSS @page size over the template's paper", async () => {
    const a5Landscape = await render({ html: '<style>@page { size: A5 landscape }</style><p>A5</p>', paperSize: 'A4' });
    expectSize(await pdfInfo(a5Landscape), 210 * MM, 148 * MM);
    const custom = await render({ html: '<style>@page { size: 100mm 150mm }</style><p>Card</p>', paperSize: 'LEGAL' });
    expectSize(await pdfInfo(custom), 100 * MM, 150 * MM);
  });

  it('places the header and footer in the margins of an A5 landscape page', async () => {
    const pdf = await render({
      html: '<p style="margin:0">Body text</p>',
      paperSize: 'A5',
      orientation: 'LANDSCAPE',
      margins: { top: 20, bottom: 20, left: 10, right: 10 },
      header: { right: 'HeaderRight', fontSize: 10 },
      footer: { center: 'FooterCentre', fontSize: 10 },
    });
    const height = 148 * MM;
    const width = 210 * MM;
    const words = await pdfWords(pdf);
    const find = (text: string) => {
      const word = words.find((candidate) => candidate.text === text);
      if (!word) throw new Error(`${text} is not on the page: ${words.map((w) => w.text).join(' ')}`);
      return word;
    };
    const header = find('HeaderRight');
    const footer = find('FooterCentre');
    const body = find('Body');
    expect(header.yMax).toBeLessThanOrEqual(20 * MM + 1);
    expect(header.xMax).toBeGreaterThan(width - 10 * MM - 20);
    expect(header.xMax).toBeLessThanOrEqual(width - 10 * MM + 1);
    expect(footer.yMin).toBeGreaterThanOrEqual(height - 20 * MM - 1);
    expect(footer.yMax).toBeLessThanOrEqual(height);
    expect((footer.xMin + footer.xMax) / 2).toBeCloseTo(width / 2, -1);
    expect(body.yMin).toBeGreaterThanOrEqual(20 * MM - 1);
  });

  it('refuses margins that leave no room on the chosen paper, saying which page', async () => {
    const answer = (
      await api.gql<{ renderWkhtmltopdf: Rendered }>(RENDER, {
        html: '<p>x</p>',
        paperSize: 'A5',
        orientation: 'LANDSCAPE',
        margins: { top: 80, bottom: 70 },
      })
    ).renderWkhtmltopdf;
    expect(answer).toMatchObject({ status: 'failure', base64: null });
    expect(answer.errors).toEqual([
      'The margins leave no room for the content on the A5 landscape page (210 × 148 mm).',
    ]);
    // The same margins fit an upright A5 page.
    expect(
      (await pdfInfo(await render({ html: '<p>x</p>', paperSize: 'A5', margins: { top: 80, bottom: 70 } }))).pages,
    ).toBe(1);
  });

  it("titles the PDF with the HTML's <title>, else the template's name; never the renderer's address", async () => {
    const named = await createTemplate({ name: '保單附表 Schedule', html: '<p>No title here</p>' });
    const untitled = await renderTemplate(named);
    expect((await pdfInfo(untitled)).title).toBe('保單附表 Schedule');
    expect(Buffer.from(untitled).toString('latin1')).not.toContain('.invalid');

    const titled = await createTemplate({ name: 'Named', html: '<title>Policy {{ data.no }}</title><p>x</p>' });
    expect((await pdfInfo(await renderTemplate(titled, '{"no":"P-1"}'))).title).toBe('Policy P-1');

    // A preview of the working copy passes the template's name; a bare render still gets a plain title.
    expect((await pdfInfo(await render({ html: '<p>x</p>', templateName: '續保通知' }))).title).toBe('續保通知');
    expect((await pdfInfo(await render({ html: '<p>x</p>' }))).title).toBe('Document');
  });

  it("titles a bare render without a template name in the request's language", async () => {
    const { accessToken } = await server.signIn('test');
    const answer = await server.gql<{ renderWkhtmltopdf: Rendered }>(
      RENDER,
      { html: '<p>x</p>' },
      { token: accessToken, headers: { 'accept-language': 'zh-HK,zh;q=0.9' } },
    );
    expect((await pdfInfo(pdfOf(answer.data.renderWkhtmltopdf))).title).toBe('文件');
  });

  it('stores title, author, subject and creator (with Liquid) and reads them back from the PDF', async () => {
    const metadata = {
      title: '保單 {{ data.no }} 附表',
      author: '陳大文 Insurance',
      subject: 'Renewal {{ data.no }}',
      creator: 'Acme Insurance {{ data.no }}',
    };
    const id = await createTemplate({
      name: 'Meta',
      html: '<title>Ignored</title><p>x</p>',
      metadata,
      paperSize: 'A5',
    });
    const stored = await api.gql<{ templates: { list: Record<string, unknown>[] } }>(
      `query($id: String!) { templates(where: { id: $id }) { list { ... on wkhtmltopdfTemplate {
        paperSize metadata { title author subject creator } } } } }`,
      { id },
    );
    expect(stored.templates.list[0]).toEqual({ paperSize: 'A5', metadata });
    const info = await pdfInfo(await renderTemplate(id, '{"no":"P-9"}'));
    expect(info).toMatchObject({
      title: '保單 P-9 附表',
      author: '陳大文 Insurance',
      subject: 'Renewal P-9',
      creator: 'Acme Insurance P-9',
      producer: 'Carrier Studio',
      encrypted: false,
    });
    expectSize(info, 148 * MM, 210 * MM);
  });

  it('names Carrier Studio as creator and producer when the template names no creator, never HeadlessChrome', async () => {
    const ours = { creator: 'Carrier Studio', producer: 'Carrier Studio' };
    const plain = await render({ html: '<title>Plain</title><p>x</p>' });
    expect(await pdfInfo(plain)).toMatchObject({ title: 'Plain', ...ours });
    expect(Buffer.from(plain).toString('latin1')).not.toMatch(/HeadlessChrome|Skia/);
    // Author only, an encrypted PDF, and pages printed in runs of sections (joined by pdf-lib).
    expect(await pdfInfo(await render({ html: '<p>x</p>', metadata: { author: 'Ann' } }))).toMatchObject({
      author: 'Ann',
      ...ours,
    });
    const encrypted = await render({ html: '<p>x</p>', password: 'pw' });
    expect(await pdfInfo(encrypted, { password: 'pw' })).toMatchObject({ encrypted: true, ...ours });
    const sections = await render({
      html: '<h1>One</h1><h1 style="break-before: page">Two</h1>',
      header: { center: '[section]' },
      margins: { top: 20 },
    });
    expect(await pdfInfo(sections)).toMatchObject({ pages: 2, ...ours });
  });

  it('keeps the metadata readable in an encrypted PDF (no garbled Title)', async () => {
    const pdf = await render({
      html: '<title>加密 Schedule</title><p>Secret</p>',
      password: 'pw-{{ data.no }}',
      metadata: { author: '黃小明' },
    });
    await expect(pdfInfo(pdf)).rejects.toThrow();
    expect(await pdfInfo(pdf, { password: 'pw-P-7' })).toMatchObject({
      encrypted: true,
      title: '加密 Schedule',
      author: '黃小明',
    });
  });
});
