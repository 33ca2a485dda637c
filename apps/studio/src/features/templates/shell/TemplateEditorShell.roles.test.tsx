import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../i18n';
import { SmsEditor } from '../editors/sms/SmsEditor';
import { commonTemplate, renderWithFakeApi, type SeenCall } from './editor.testing';

const ID = 'sms-1';
const api = ({ operation }: SeenCall) => {
  if (operation === 'templateCommon') return commonTemplate(ID, { logicalId: 'welcome-sms', graphQlQuery: '{ a }' });
  if (operation === 'smsTemplate') return { templates: { list: [{ id: ID, bodyLiquid: 'Hi {{ data.name }}' }] } };
  return {};
};
const open = (roles: Parameters<typeof renderWithFakeApi>[3]) =>
  renderWithFakeApi(<SmsEditor templateId={ID} />, api, { path: '/editor', url: '/editor' }, roles);

describe('the template editor for a user who may not edit', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('en-US');
  });

  it.each([['viewer' as const], ['approver' as const]])(
    'shows every field read-only to the %s role, and says why',
    async (role) => {
      open([role]);
      const body = await screen.findByLabelText('SMS body');
      expect(body).toHaveValue('Hi {{ data.name }}');
      expect(body).toHaveAttribute('readonly');
      for (const label of ['Name', 'Description', 'Logical ID'])
        expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
      expect(screen.getByTestId('graphql-query')).toHaveAttribute('readonly');
      expect(screen.queryByRole('combobox', { name: /Query library/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Liquid picker' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.getByTestId('view-only-reason')).toHaveTextContent('Your role lets you view this, not change it.');

      await userEvent.type(body, 'X');
      await userEvent.type(screen.getByLabelText('Name'), 'X');
      expect(body).toHaveValue('Hi {{ data.name }}');
      expect(screen.getByLabelText('Name')).toHaveValue('Welcome');
      expect(screen.queryByText('Changes unsaved')).toBeNull();
    },
  );

  it('says it in Chinese in a zh-HK studio', async () => {
    await changeLocale('zh-HK');
    open(['viewer']);
    expect(await screen.findByTestId('view-only-reason')).toHaveTextContent('你的角色只可檢視此頁，不可更改。');
    expect(screen.getByLabelText('邏輯 ID')).toHaveAttribute('readonly');
  });

  it('lets an editor type, pick and save', async () => {
    open(['editor']);
    const body = await screen.findByLabelText('SMS body');
    expect(body).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Logical ID')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByTestId('view-only-reason')).toBeNull();
  });
});
