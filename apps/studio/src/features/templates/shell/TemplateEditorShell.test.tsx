import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../i18n';
import { SmsEditor } from '../editors/sms/SmsEditor';
import { commonTemplate, renderWithFakeApi, type SeenCall } from './editor.testing';

const ID = 'sms-1';

/**
 * An SMS template whose render answers `renderErrors` (a failure, or with `rendered` a success with
 * these warnings), and whose preview query answers `queryAnswer`.
 */
const smsApi =
  (renderErrors: string[], graphQlQuery = '', queryAnswer?: unknown, rendered?: string) =>
  ({ operation }: SeenCall) => {
    if (operation === 'templateCommon') return commonTemplate(ID, { graphQlQuery });
    if (operation === 'smsTemplate') return { templates: { list: [{ id: ID, bodyLiquid: 'Hi {{ data.name' }] } };
    if (operation === 'renderSms')
      return rendered === undefined
        ? { renderSms: { status: 'failure', errors: renderErrors, value: null } }
        : { renderSms: { status: 'success', errors: renderErrors, value: { body: rendered } } };
    if (operation === 'templatePreviewData') return queryAnswer;
    return {};
  };

async function openPreview(api: (call: SeenCall) => unknown, previewLabel: string) {
  renderWithFakeApi(<SmsEditor templateId={ID} />, api);
  await userEvent.click(await screen.findByRole('checkbox', { name: previewLabel }));
}

describe('the template editor shell', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('en-US');
  });
  afterAll(() => changeLocale('en-US'));

  const failures = [
    'liquid|1:4|output "{{ data.name" not closed',
    'liquid|1:1|template render limit exceeded',
    'liquid|1:1|The rendered output is longer than 5000000 characters.',
  ];

  it('shows Liquid syntax and render limit errors as the API words them in en-US', async () => {
    await openPreview(smsApi(failures), 'Preview');
    const console = await screen.findByTestId('debug-console');
    expect(await within(console).findByText('output "{{ data.name" not closed (1:4)')).toBeInTheDocument();
    expect(within(console).getByText('template render limit exceeded (1:1)')).toBeInTheDocument();
  });

  it('says the template errors in Chinese in a zh-HK studio', async () => {
    await changeLocale('zh-HK');
    await openPreview(smsApi(failures), '預覽');
    const console = await screen.findByTestId('debug-console');
    expect(await within(console).findByText('Liquid："{{ data.name" 未有關閉。 (1:4)')).toBeInTheDocument();
    expect(within(console).getByText('範本轉換時間過長（超出轉換時間上限）。 (1:1)')).toBeInTheDocument();
    expect(within(console).getByText('轉換結果超過 5000000 個字元。 (1:1)')).toBeInTheDocument();
  });

  it("shows a render's warnings (an unknown filter, named, with where it is) while showing the output", async () => {
    const warning = 'liquid|1:19|Unknown filter "shout": the value passes through it unchanged.';
    await openPreview(smsApi([warning], '', undefined, 'Hi Ann'), 'Preview');
    const console = await screen.findByTestId('debug-console');
    expect(
      await within(console).findByText('Unknown filter "shout": the value passes through it unchanged. (1:19)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hi Ann')).toBeInTheDocument();
  });

  it('says "There is a problem with your GraphQl query" at the query when the preview query fails', async () => {
    const refused = {
      templatePreviewData: {
        status: 'failure',
        errors: ['problem with GraphQL: Cannot query field "nope" on type "Query".'],
        value: null,
      },
    };
    await openPreview(smsApi([], '{ nope }', refused), 'Preview');
    expect(await screen.findByText('There is a problem with your GraphQl query')).toBeInTheDocument();
    const console = await screen.findByTestId('debug-console');
    expect(within(console).getByText(/Cannot query field "nope"/)).toBeInTheDocument();
  });
});
