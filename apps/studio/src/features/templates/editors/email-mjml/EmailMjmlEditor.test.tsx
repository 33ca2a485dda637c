import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../../i18n';
import { commonTemplate, renderWithFakeApi, type SeenCall } from '../../shell/editor.testing';
import { EmailMjmlEditor } from './EmailMjmlEditor';

const ID = 'email-1';
const twin = (id: string, lastModifiedAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Policy schedule',
  type: 'wkhtmltopdf',
  logicalId: null,
  lastModifiedAt,
  tags: [],
  ...extra,
});

function api({ operation }: SeenCall) {
  switch (operation) {
    case 'templateCommon':
      return commonTemplate(ID, { graphQlQuery: 'query($policyId: String) { policies { id } }' });
    case 'emailMjmlTemplate':
      return { templates: { list: [{ id: ID, mjml: '<mjml></mjml>', subject: 'Hi' }] } };
    case 'emailMjmlAttachments':
      return { templates: { list: [{ id: ID, attachmentReferences: [], attachmentTemplates: [] }] } };
    case 'emailAttachmentTemplateTypes':
      return { emailAttachmentTemplateTypes: ['wkhtmltopdf', 'pdfDrawing'] };
    case 'emailAttachableTemplates':
      return {
        templates: {
          list: [
            twin('aaaaaaaa-1111-4000-8000-000000000001', '2026-11-01T09:00:00Z', { tags: ['motor'] }),
            twin('bbbbbbbb-2222-4000-8000-000000000002', '2026-11-20T15:30:00Z', { type: 'pdfDrawing' }),
            { ...twin('cccccccc-3333-4000-8000-000000000003', '2026-11-02T00:00:00Z'), name: 'Invoice' },
          ],
        },
      };
    case 'renderEmailMjmlPreview':
      return {
        renderEmailMjmlPreview: { status: 'success', errors: [], value: { html: '', subject: 'Hi', warnings: [] } },
      };
    case 'sendTestEmail':
      return { sendNotification: { status: 'success', errors: [] } };
    default:
      return {};
  }
}

describe('the email editor', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('en-US');
  });

  it("opens the test email with the preview's GraphQL variables and sends them", async () => {
    const { calls } = renderWithFakeApi(<EmailMjmlEditor templateId={ID} />, api);
    const variables = await screen.findByLabelText('Variables (JSON)');
    await userEvent.clear(variables);
    await userEvent.click(variables);
    await userEvent.paste('{"policyId":"P-1004"}');
    await userEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('send-test-variables')).toHaveValue('{"policyId":"P-1004"}');
    await userEvent.type(within(dialog).getByLabelText(/Recipient/), 'author@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((call) => call.operation === 'sendTestEmail')).toBe(true));
    const sent = calls.find((call) => call.operation === 'sendTestEmail');
    expect(sent?.variables).toMatchObject({
      input: { emailMessage: { templateRendering: { input: { variablesJsonString: '{"policyId":"P-1004"}' } } } },
    });
  });

  it('says the preview has no data while Preview is off, and not once it is on', async () => {
    renderWithFakeApi(<EmailMjmlEditor templateId={ID} />, api);
    expect(await screen.findByTestId('email-preview-no-data')).toHaveTextContent(/Shown with empty data/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Preview' }));
    await waitFor(() => expect(screen.queryByTestId('email-preview-no-data')).toBeNull());
  });

  it("starts an empty email from a sample in the studio's language, its Liquid intact", async () => {
    await changeLocale('zh-HK');
    const empty = (call: SeenCall) =>
      call.operation === 'emailMjmlTemplate' ? { templates: { list: [{ id: ID, mjml: '', subject: '' }] } } : api(call);
    const { calls } = renderWithFakeApi(<EmailMjmlEditor templateId={ID} />, empty);
    await userEvent.click(await screen.findByRole('button', { name: '以範例開始' }));
    await waitFor(() => expect(calls.some((call) => call.operation === 'renderEmailMjmlPreview')).toBe(true));
    const rendered = calls.findLast((call) => call.operation === 'renderEmailMjmlPreview');
    const mjml = JSON.stringify(rendered?.variables);
    expect(mjml).toContain('{{ data.name }}，你好');
    expect(mjml).toContain('請在這裏輸入你的訊息。');
    expect(mjml).not.toMatch(/Hello|Write your message/);
  });

  it('lets a viewer read the email, its attachments and preview, and change nothing', async () => {
    renderWithFakeApi(<EmailMjmlEditor templateId={ID} />, api, undefined, ['viewer']);
    expect(await screen.findByLabelText('Subject')).toHaveAttribute('readonly');
    expect(await screen.findByRole('textbox', { name: 'MJML' })).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('button', { name: 'Send test email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add file' })).toBeNull();
  });

  it('tells same-named templates apart in the attachment picker', async () => {
    renderWithFakeApi(<EmailMjmlEditor templateId={ID} />, api);
    const picker = await screen.findByLabelText('Template (rendered as PDF)');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
    const labels = within(picker)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(labels[0]).toMatch(
      /^Policy schedule \(Html to Pdf\) · #aaaaaaaa · modified 01\/11\/2026 \d\d:00:00 · motor$/,
    );
    expect(labels[1]).toMatch(/^Policy schedule \(PDF Drawing\) · #bbbbbbbb · modified 2[01]\/11\/2026 \d\d:30:00$/);
    expect(labels[2]).toBe('Invoice (Html to Pdf)');
  });
});
