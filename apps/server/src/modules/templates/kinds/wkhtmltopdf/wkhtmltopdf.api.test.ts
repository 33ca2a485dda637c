import { beforeAll, describe, expect, it } from 'vitest';
import {
  pdfImages,
  pdfInfo,
  pdfPageImage,
  pdfPageTexts,
  pdfText,
  pdfWords,
  type WordBox,
} from '../../../../platform/render/pdf/pdf-inspect.testing';
import { solidPng as png } from '../../../../platform/render/pdf/png.testing';
import { useTestServer } from '../../../../testing/use-test-server';
import { uploadTo } from '../../../files/files.testing';
import { templatesClient } from '../../templates.testing';
import { wkhtmltopdfKind } from '.';

type Rendered = { status: string; errors: string[] | null; value: number[] | null; base64: string | null };
const RENDER_TEMPLATE = `query($id: String!, $content: String) {
  renderWkhtmltopdfTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors base64 }
}`;
const RENDER = `query($html: String!, $content: String, $margins: marginSettingsInput, $header: headerFooterInput,
  $footer: headerFooterInput, $orientation: orientationEnumeration, $password: String) {
  renderWkhtmltopdf(html: $html, input: { name: "data", contentJsonString: $content }, marginSettings: $margins,
    headerSettings: $header, footerSettings: $footer, orientation: $orientation, passwordLiquid: $password) { status errors base64 }
}`;
const MM = 72 / 25.4;
/** Two A4 pages of body text (each paragraph forces a new page). */
const TWO_PAGES = '<p style="margin:0">First page</p><p style="break-before:page;margin:0">Second page</p>';

const wordsOf = (words: WordBox[], text: string) => words.filter((word) => word.text === text);

describe('HTML to PDF templates', () => {
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
    (await api.gql<{ renderWkhtmltopdf: Rendered }>(RENDER, variables)).renderWkhtmltopdf;
  const createTemplate = async (input: Record<string, unknown>) => {
    const answer = await api.gql<{ createWkhtmltopdfTemplate: { status: string; createdStatus: { id: string } } }>(
      'mutation($input: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $input) { status errors createdStatus { id } } }',
      { input },
    );
    return answer.createWkhtmltopdfTemplate.createdStatus.id;
  };

  it('renders a stored template: Liquid with the data, header page numbers on each page, CJK text', async () => {
    const id = await createTemplate({
      name: 'Policy schedule',
      html: `<html><head><title>Schedule {{ data.policyNo }}</title></head><body>
        <p style="margin:0">Holder {{ data.holder }} 陳大文</p><p style="break-before:page;margin:0">Benefits</p></body></html>`,
      headerSettings: { left: '[title]', right: 'Page [page] of [topage]', fontSize: 10 },
      footerSettings: { center: '{{ data.policyNo }} [isodate]', fontSize: 8 },
      marginSettings: { top: 20, bottom: 20, left: 10, right: 10 },
    });
    const answer = (
      await api.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, {
        id,
        content: JSON.stringify({ holder: 'Chan Tai Man', policyNo: 'P-001' }),
      })
    ).renderWkhtmltopdfTemplate;
    const pdf = pdfOf(answer);
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ pages: 2, encrypted: false, title: 'Schedule P-001' });
    expect(info.width).toBeCloseTo(595, -1);
    const pages = await pdfPageTexts(pdf);
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(pages[0]).toContain('Holder Chan Tai Man');
    expect(pages[0]).toContain('陳大文');
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[0]).toContain('Schedule P-001');
    expect(pages[0]).toContain(`P-001 ${iso}`);
    expect(pages[1]).toContain('Benefits');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[1]).not.toContain('Page 1 of 2');

    // The kind offers the same document to other kinds (an email attaches it).
    const session = await server.services.auth.resolveSession(server.token);
    if (!session) throw new Error('no session');
    const template = await server.services.templates.findOfType('test', id, 'wkhtmltopdf');
    if (!template.ok || !wkhtmltopdfKind.renderPdf) throw new Error('no template or renderPdf');
    const attached = await wkhtmltopdfKind.renderPdf(server.services, session, template.value, {
      name: 'data',
      contentJsonString: JSON.stringify({ holder: 'Wong', policyNo: 'P-002' }),
    });
    expect(attached.ok).toBe(true);
    if (attached.ok) expect(await pdfText(attached.value)).toContain('Holder Wong');
  });

  it('answers the reference shape: value as a list of bytes, the same as base64', async () => {
    const answer = await api.gql<{ renderWkhtmltopdf: { status: string; value: number[]; base64: string } }>(
      'query { renderWkhtmltopdf(html: "<p>bytes</p>") { status value base64 } }',
    );
    const { value, base64 } = answer.renderWkhtmltopdf;
    expect(Buffer.from(value).equals(Buffer.from(base64, 'base64'))).toBe(true);
    expect(Buffer.from(value.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('places the body inside the margins (defaults top 10, right 0, bottom 10, left 0) and turns pages', async () => {
    const edge = '<body style="margin:0"><div style="font:12pt Arial">EDGE</div></body>';
    const defaults = await pdfWords(pdfOf(await render({ html: edge })));
    const word = wordsOf(defaults, 'EDGE')[0] as WordBox;
    expect(word.xMin).toBeLessThan(1);
    expect(word.yMin).toBeGreaterThan(10 * MM - 1);
    expect(word.yMin).toBeLessThan(10 * MM + 5);

    const wide = pdfOf(await render({ html: edge, margins: { top: 40, left: 25, right: 5, bottom: 15 } }));
    const moved = wordsOf(await pdfWords(wide), 'EDGE')[0] as WordBox;
    expect(Math.abs(moved.xMin - 25 * MM)).toBeLessThan(2);
    expect(moved.yMin).toBeGreaterThan(40 * MM - 1);
    expect(moved.yMin).toBeLessThan(40 * MM + 5);

    const landscape = await pdfInfo(pdfOf(await render({ html: edge, orientation: 'LANDSCAPE' })));
    expect(landscape.width).toBeGreaterThan(landscape.height);
    const portrait = await pdfInfo(pdfOf(await render({ html: edge, orientation: 'PORTRAIT' })));
    expect(portrait.width).toBeLessThan(portrait.height);
  });

  it('maps header and footer settings: cells, font size, spacing, line and HTML', async () => {
    const margins = { top: 30, bottom: 30, left: 10, right: 10 };
    const pdf = pdfOf(
      await render({
        html: TWO_PAGES,
        margins,
        header: { left: 'HL', center: 'HC', right: 'HR [page]/[topage]', fontSize: 20, spacing: 5, line: true },
        footer: {
          html: '<b>Footer</b> <span class="page"></span> of <span class="topage"></span> [frompage]',
          spacing: 3,
        },
      }),
    );
    const words = await pdfWords(pdf);
    const [hl, hc] = [wordsOf(words, 'HL')[0] as WordBox, wordsOf(words, 'HC')[0] as WordBox];
    const hr = words.filter((word) => word.text === 'HR' && word.page === 2)[0] as WordBox;
    // Left, center, right within the left and right margins; the header ends `spacing` above the body.
    expect(Math.abs(hl.xMin - 10 * MM)).toBeLessThan(2);
    expect((hc.xMin + hc.xMax) / 2).toBeCloseTo(595.28 / 2, -1);
    expect(hr.xMax).toBeGreaterThan(595.28 - 10 * MM - 60);
    expect(hl.yMax).toBeLessThan((30 - 5) * MM);
    expect(hl.yMax).toBeGreaterThan((30 - 5) * MM - 8);
    // 20pt text: about 20pt tall (12pt text measures about 13).
    expect(hl.yMax - hl.yMin).toBeGreaterThan(19);
    const pages = await pdfPageTexts(pdf);
    expect(pages[1]).toContain('HR 2/2');
    expect(pages[0]).toMatch(/Footer 1 of 2 1/);
    expect(pages[1]).toMatch(/Footer 2 of 2 1/);
    const footer = words.filter((word) => word.text === 'Footer')[0] as WordBox;
    expect(footer.yMin).toBeGreaterThan(842 - (30 - 3) * MM - 1);
    expect(footer.yMin).toBeLessThan(842 - (30 - 3) * MM + 4);

    // The line: a dark rule under the header, across the text width, just above the spacing.
    const image = await pdfPageImage(pdf, 1, 72);
    const ruleY = Math.round((30 - 5) * MM);
    const dark = (y: number) =>
      Array.from({ length: 200 }, (_, i) => image.pixel(100 + i * 2, y)).filter(([r]) => r < 128).length;
    expect(Math.max(dark(ruleY - 1), dark(ruleY), dark(ruleY + 1))).toBeGreaterThan(180);
    expect(dark(ruleY - 40)).toBe(0);
  });

  it('fills [section], [subsection] and [subsubsection] with the headings of each page', async () => {
    const text = (n: number) => `<p>${'Words that fill the page with plain running text. '.repeat(n)}</p>`;
    // Page 1: Alpha, Alpha One; page 2: Alpha Two starts at its top; page 3 Beta (a new h1 clears the
    // subsection) then Beta Deep; page 4 only text; page 5 Gamma starts after a forced break.
    const html = `<h1>Alpha</h1>${text(10)}<h2>Alpha One</h2>${text(10)}
      <h2 style="break-before:page">Alpha Two</h2>${text(10)}
      <h1 style="break-before:page">Beta</h1>${text(5)}<h3>Beta Deep</h3>${text(200)}
      <h1 style="break-before:page">Gamma</h1><h4>Gamma four</h4>${text(5)}`;
    const pdf = pdfOf(
      await render({
        html,
        header: { left: 'S=[section]|', center: 'U=[subsection]|', right: 'D=[subsubsection]|' },
        footer: { center: 'page [page] of [topage]' },
      }),
    );
    const pages = (await pdfPageTexts(pdf)).map((page) => page.replace(/\s+/g, ' '));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const sections = pages.map((page) => page.match(/S=(.*?)\| U=(.*?)\| D=(.*?)\|/)?.slice(1, 4));
    expect(sections[0]).toEqual(['Alpha', 'Alpha One', '']);
    expect(sections[1]).toEqual(['Alpha', 'Alpha Two', '']);
    expect(sections[2]).toEqual(['Beta', '', 'Beta Deep']);
    for (const middle of sections.slice(3, -1)) expect(middle).toEqual(['Beta', '', 'Beta Deep']);
    expect(sections.at(-1)).toEqual(['Gamma', '', '']);
    // The pages are joined in order, each keeps its number out of the document's total.
    for (const [index, page] of pages.entries()) expect(page).toContain(`page ${index + 1} of ${pages.length}`);
    expect(pages[2]).toContain('Beta Deep');
  });

  it('pushes a header off the page when its spacing is larger than the top margin allows', async () => {
    const header = { center: 'OFFPAGE', spacing: 40 };
    const lost = await pdfText(pdfOf(await render({ html: '<p>x</p>', margins: { top: 10 }, header })));
    expect(lost).not.toContain('OFFPAGE');
    const room = await pdfText(pdfOf(await render({ html: '<p>x</p>', margins: { top: 60 }, header })));
    expect(room).toContain('OFFPAGE');
  });

  it('encrypts with the rendered passwordLiquid, and not when it renders empty', async () => {
    const id = await createTemplate({
      name: 'Locked',
      html: '<p>Secret schedule</p>',
      passwordLiquid: '{{ data.birthDate | remove: "-" }}',
    });
    const locked = pdfOf(
      (
        await api.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, {
          id,
          content: JSON.stringify({ birthDate: '1980-01-31' }),
        })
      ).renderWkhtmltopdfTemplate,
    );
    await expect(pdfInfo(locked)).rejects.toThrow();
    expect(await pdfInfo(locked, { password: '19800131' })).toMatchObject({ encrypted: true, pages: 1 });
    expect(await pdfText(locked, { password: '19800131' })).toContain('Secret schedule');
    const open = pdfOf(
      (await api.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, { id, content: '{}' }))
        .renderWkhtmltopdfTemplate,
    );
    expect((await pdfInfo(open)).encrypted).toBe(false);
  });

  it('shows images of our file service with the caller rights, never another tenant files', async () => {
    const ownUpload = await uploadTo(server, 'pdf-images/', [{ name: 'red.png', content: png(20, 20, [255, 0, 0]) }], {
      token: server.token,
    });
    expect(ownUpload.statusCode).toBe(200);
    const otherToken = (await server.signIn('test_uat')).accessToken;
    const otherUpload = await uploadTo(
      server,
      'pdf-images/',
      [{ name: 'blue.png', content: png(20, 20, [0, 0, 255]) }],
      {
        token: otherToken,
      },
    );
    expect(otherUpload.statusCode).toBe(200);
    const html = `<body style="margin:0">
      <img src="/api/v1/files/pdf-images/red.png" style="display:block;width:100mm;height:40mm">
      <img src="http://localhost/api/v1/files/pdf-images/red.png" style="display:block;width:100mm;height:40mm">
      <img src="/api/v1/files/pdf-images/blue.png" style="display:block;width:100mm;height:40mm"></body>`;
    const image = await pdfPageImage(pdfOf(await render({ html })), 1, 36);
    const at = (mmY: number) => image.pixel(Math.round((50 * 36) / 25.4), Math.round(((10 + mmY) * 36) / 25.4));
    expect(at(20)).toEqual([255, 0, 0]);
    expect(at(60)).toEqual([255, 0, 0]);
    const blueArea = at(100);
    expect(blueArea[2] > 200 && blueArea[0] < 100).toBe(false);
  });

  it('prints a private image the file picker inserted (an absolute URL on the studio host) and reads it back', async () => {
    // test_uat's own hosts do not hold localhost: the studio's host serves every tenant.
    const uatToken = (await server.signIn('test_uat')).accessToken;
    const uat = templatesClient(server, uatToken);
    const upload = await uploadTo(server, 'picked/', [{ name: 'green.png', content: png(30, 20, [0, 160, 0]) }], {
      token: uatToken,
    });
    expect(upload.statusCode).toBe(200);
    const created = await uat.gql<{ createWkhtmltopdfTemplate: { createdStatus: { id: string } } }>(
      'mutation($input: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $input) { createdStatus { id } } }',
      {
        input: {
          name: 'Private image',
          html: '<body style="margin:0"><img src="http://localhost:4352/api/v1/files/picked/green.png" style="display:block;width:90mm;height:60mm"></body>',
        },
      },
    );
    const answer = (
      await uat.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, {
        id: created.createWkhtmltopdfTemplate.createdStatus.id,
        content: '{}',
      })
    ).renderWkhtmltopdfTemplate;
    expect(answer.errors).toEqual([]);
    const pdf = pdfOf(answer);
    expect((await pdfImages(pdf)).filter((image) => image.type === 'image')).toEqual([
      { page: 1, type: 'image', width: 30, height: 20 },
    ]);
    const image = await pdfPageImage(pdf, 1, 36);
    expect(image.pixel(Math.round((45 * 36) / 25.4), Math.round((40 * 36) / 25.4))).toEqual([0, 160, 0]);
  });

  it('reports in errors each image it could not load, with its URL and why, and still prints', async () => {
    const otherToken = (await server.signIn('test_uat')).accessToken;
    const foreign = await uploadTo(server, 'only-uat/', [{ name: 'secret.png', content: png(10, 10, [0, 0, 255]) }], {
      token: otherToken,
    });
    expect(foreign.statusCode).toBe(200);
    const html = `<p>Schedule</p>
      <img src="/api/v1/files/only-uat/secret.png?tenantIdIfNoToken=test_uat">
      <img src="/api/v1/files/nowhere/missing.png">
      <img src="https://images.example.com/logo.png">`;
    const answer = await render({ html });
    expect(answer.status).toBe('success');
    // Another tenant's 10 x 10 image is never drawn (a broken image draws Chromium's small icon).
    expect((await pdfImages(pdfOf(answer))).some((image) => image.width === 10)).toBe(false);
    // The document loads its images at once: the warnings come in no particular order.
    expect([...(answer.errors ?? [])].sort()).toEqual([
      "The image /api/v1/files/nowhere/missing.png could not be loaded: there is no such file in this tenant's files.",
      "The image /api/v1/files/only-uat/secret.png?tenantIdIfNoToken=test_uat could not be loaded: there is no such file in this tenant's files.",
      "The image https://images.example.com/logo.png could not be loaded: a PDF loads only files of this tenant's file service.",
    ]);
  });

  it('answers clear failures: Liquid errors, impossible margins, missing or other templates', async () => {
    const liquid = await render({ html: '<p>{{ data.a | }</p>' });
    expect(liquid.status).toBe('failure');
    expect(liquid.errors?.[0]).toMatch(/^liquid\|1:\d+\|/);
    const margin = await render({ html: '<p>x</p>', margins: { top: -5 } });
    expect(margin.errors).toEqual(['The top margin must be a number of millimetres from 0 to 250.']);
    const missing = (
      await api.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, { id: 'no-such-template' })
    ).renderWkhtmltopdfTemplate;
    expect(missing.status).toBe('failure');
    const smsId = await api.smsId('Not a PDF', 'hello');
    const wrongKind = (await api.gql<{ renderWkhtmltopdfTemplate: Rendered }>(RENDER_TEMPLATE, { id: smsId }))
      .renderWkhtmltopdfTemplate;
    expect(wrongKind.status).toBe('failure');
    const badMargins = await api.gql<{ createWkhtmltopdfTemplate: { status: string; errors: string[] } }>(
      'mutation { createWkhtmltopdfTemplate(input: { name: "Bad", marginSettings: { left: 9999 } }) { status errors } }',
    );
    expect(badMargins.createWkhtmltopdfTemplate.status).toBe('failure');
  });
});
