import { describe, expect, it } from 'vitest';
import { defineTemplateContent, readTemplateContent, UNVERSIONED_CONTENT } from '../template-content';
import {
  dynamicTemplateContent,
  emailMjmlTemplateContent,
  functionTemplateContent,
  htmlPdfTemplateContent,
  pdfDrawingTemplateContent,
  smsTemplateContent,
} from '.';

const box = {
  id: 'b1',
  kind: 'QR_CODE',
  page: 2,
  liquidSource: '{{ data.policy.no }}',
  point1: { x: 20, y: 30 },
  point2: { x: 120, y: 130 },
  textAlignment: 'CENTER',
  verticalAlignment: 'BOTTOM',
  font: { familyName: 'DejaVu Sans', emSize: 12, fontStyle: 'BOLD' },
};

/** Contents as the API tests and the studio save them (public fixtures), one per kind. */
const saved = [
  [
    'wkhtmltopdf',
    htmlPdfTemplateContent,
    {
      html: '<h1>{{ data.name }}</h1>',
      passwordLiquid: '{{ data.id }}',
      password: 'fixed',
      orientation: 'LANDSCAPE',
      paperSize: 'A5',
      metadata: { title: '保單 {{ data.no }}', author: 'Carrier', subject: null, creator: null },
      marginSettings: { top: 10, right: 0, bottom: 10, left: 0 },
      headerSettings: { left: 'Page [page]', center: null, html: '', line: true, fontSize: 9, spacing: 2, htmUrl: '' },
      footerSettings: { spacing: 0 },
    },
  ],
  [
    'emailMjml',
    emailMjmlTemplateContent,
    {
      mjml: '<mjml><mj-body><mj-text>Hi {{ data.name }}</mj-text></mj-body></mjml>',
      subject: 'Your quote',
      attachmentReferences: [{ id: 'r1', fileName: 'terms.pdf', filePath: 'docs/terms.pdf' }],
      attachmentTemplates: [{ attachmentTemplateId: 'a1', fileName: 'Schedule', templateId: 't1' }],
    },
  ],
  ['pdfDrawing', pdfDrawingTemplateContent, { fileKey: 'forms/claim.pdf', passwordLiquid: '', drawings: [box] }],
  ['sms', smsTemplateContent, { bodyLiquid: 'Dear {{ data.name }}, pay {{ data.amount }}.' }],
  ['dynamic', dynamicTemplateContent, { dynamicValues: [{ valueId: 'v1', valueJsonString: '{"a":"{{ data.a }}"}' }] }],
  [
    'function',
    functionTemplateContent,
    {
      fileKey: 'workbooks/premium.xlsx',
      engine: { name: 'excel', runTime: 'excel' },
      inputs: [{ id: 'i1', name: 'age', var: 'input_age', liquid: '{{ data.age }}', type: null }],
      outputs: [{ id: 'o1', name: 'premium', var: 'output_premium' }],
    },
  ],
] as const;

describe('template kind contents', () => {
  it.each(saved)('%s reads saved content as it is', (_kind, definition, content) => {
    expect(readTemplateContent(definition, content)).toStrictEqual({ ok: true, value: content });
  });

  it('reads fields a create stored as null (an input field given as null)', () => {
    expect(readTemplateContent(htmlPdfTemplateContent, { html: null, passwordLiquid: null }).ok).toBe(true);
    expect(readTemplateContent(emailMjmlTemplateContent, { mjml: null, subject: null }).ok).toBe(true);
  });

  it('keeps top-level keys a kind does not know', () => {
    const read = readTemplateContent(smsTemplateContent, { bodyLiquid: 'x', addedLater: [1] });
    expect(read).toStrictEqual({ ok: true, value: { bodyLiquid: 'x', addedLater: [1] } });
  });

  it('refuses malformed content, naming the field', () => {
    const broken = { drawings: [{ ...box, page: 'two' }] };
    expect(readTemplateContent(pdfDrawingTemplateContent, broken)).toMatchObject({
      ok: false,
      field: 'drawings.0.page',
    });
    expect(readTemplateContent(htmlPdfTemplateContent, { marginSettings: { top: '10mm' } })).toMatchObject({
      ok: false,
      field: 'marginSettings.top',
    });
    expect(readTemplateContent(smsTemplateContent, 'text')).toEqual({
      ok: false,
      field: '',
      message: 'expected an object',
    });
  });

  it('reads boxes saved before boxes had kinds as text boxes (version 2)', () => {
    const { kind: _kind, ...old } = box;
    const read = readTemplateContent(pdfDrawingTemplateContent, { drawings: [old, box] });
    expect(read).toStrictEqual({ ok: true, value: { drawings: [{ ...old, kind: 'TEXT' }, box] } });
    expect(pdfDrawingTemplateContent.version).toBe(2);
  });

  it('takes migrations only one version at a time from 1', () => {
    const schema = smsTemplateContent.schema;
    expect(() => defineTemplateContent({ version: 2, schema, migrations: [UNVERSIONED_CONTENT] })).toThrow();
    expect(() => defineTemplateContent({ version: 0, schema, migrations: [] })).toThrow();
  });
});
