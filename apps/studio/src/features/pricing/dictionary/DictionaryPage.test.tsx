import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate, request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { signedInAs } from '../../auth/use-can.testing';
import { DictionaryPage } from './DictionaryPage';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const operation = (document: unknown) =>
  ((document as DocumentNode).definitions[0] as { name?: { value: string } }).name?.value;
const variable = (overrides: Record<string, unknown>) => ({
  labels: [],
  unit: null,
  min: null,
  max: null,
  choices: [],
  required: false,
  ...overrides,
});
const FROM_RULES = [
  variable({ name: 'age', type: 'number', required: true }),
  variable({ name: 'smoker', type: 'boolean' }),
];

function renderPage(dictionary: Record<string, unknown>) {
  vi.mocked(request).mockImplementation(async (document) =>
    operation(document) === 'ratingDictionary'
      ? ({
          ratingDictionary: { isFrozen: false, undeclared: [], variables: [], fromRules: FROM_RULES, ...dictionary },
        } as never)
      : ({ products_2: { list: [{ name: 'Term', isFrozen: dictionary.isFrozen === true }] } } as never),
  );
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), ['editor']);
  const router = createMemoryRouter(
    [{ path: '/products/detail/dictionary/:productPlan/:productType/:productVersion', element: <DictionaryPage /> }],
    { initialEntries: ['/products/detail/dictionary/life/term/1'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the dictionary page', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    vi.mocked(request).mockReset();
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('starts an empty dictionary from the rules and saves it with both labels', async () => {
    renderPage({});
    expect(await screen.findByText(/Started from the rules: 2 variables/)).toBeInTheDocument();
    const age = screen.getByTestId('dictionary-variable-0');
    expect(within(age).getByLabelText('Name')).toHaveValue('age');
    expect(within(age).getByLabelText('Required')).toBeChecked();
    await userEvent.type(within(age).getByLabelText('Label (en-US)'), 'Age');
    await userEvent.type(within(age).getByLabelText('Label (zh-HK)'), '年齡');
    await userEvent.type(within(age).getByLabelText('Maximum'), '70');
    const smoker = screen.getByTestId('dictionary-variable-1');
    await userEvent.selectOptions(within(smoker).getByLabelText('Type'), 'choice');
    await userEvent.type(within(smoker).getByLabelText('Value'), 'yes');
    await userEvent.click(screen.getByRole('button', { name: 'Save dictionary' }));
    expect(vi.mocked(mutate).mock.calls[0]?.[1]).toEqual({
      productId: { plan: 'life', type: 'term', version: '1' },
      variables: [
        {
          name: 'age',
          type: 'number',
          labels: [
            { locale: 'en-US', text: 'Age' },
            { locale: 'zh-HK', text: '年齡' },
          ],
          unit: null,
          min: null,
          max: 70,
          choices: [],
          required: true,
        },
        {
          name: 'smoker',
          type: 'choice',
          labels: [],
          unit: null,
          min: null,
          max: null,
          choices: [{ value: 'yes', labels: [] }],
          required: false,
        },
      ],
    });
  });

  it('fills from the rules what the dictionary lacks, and warns of undeclared variables', async () => {
    renderPage({ variables: [variable({ name: 'age', type: 'number' })], undeclared: ['smoker'] });
    expect(await screen.findByTestId('dictionary-undeclared')).toHaveTextContent(
      'The rules read variables the dictionary does not declare: smoker.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fill from rules' }));
    expect(within(screen.getByTestId('dictionary-variable-1')).getByLabelText('Name')).toHaveValue('smoker');
    expect(screen.queryByTestId('dictionary-variable-2')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('disables every change on a frozen version', async () => {
    renderPage({ isFrozen: true, variables: [variable({ name: 'age', type: 'number' })] });
    expect(await screen.findByTestId('frozen-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save dictionary' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fill from rules' })).toBeDisabled();
    expect(within(screen.getByTestId('dictionary-variable-0')).getByLabelText('Name')).toBeDisabled();
  });
});
