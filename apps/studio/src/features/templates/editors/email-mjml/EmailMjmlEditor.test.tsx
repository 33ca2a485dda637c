import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n';
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
  afterEach(() => vi.unstubAllGlobals());

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
