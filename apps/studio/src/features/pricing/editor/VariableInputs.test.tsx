import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../api/client';
import { changeLocale, initI18n } from '../../../i18n';
import { TestPanel } from './TestPanel';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
const requested = vi.mocked(request);
const NO_CODES = { discountCodes: { list: [] }, loadingCodes: { list: [] } };
const RULE = JSON.stringify({
  '*': [
    { var: 'age' },
    { if: [{ var: ['smoker', false] }, 2, 1] },
    { if: [{ '==': [{ var: 'plan' }, 'gold'] }, 2, 1] },
  ],
});
const labels = (en: string, zh: string) => [
  { locale: 'en-US', text: en },
  { locale: 'zh-HK', text: zh },
];
const variable = (overrides: Record<string, unknown>) => ({
  labels: [],
  unit: null,
  min: null,
  max: null,
  choices: [],
  required: false,
  ...overrides,
});
const DICTIONARY = {
  ratingDictionary: {
    isFrozen: false,
    undeclared: [],
    fromRules: [],
    variables: [
      variable({
        name: 'age',
        type: 'number',
        labels: labels('Age', '年齡'),
        unit: 'years',
        min: 18,
        max: 70,
        required: true,
      }),
      variable({ name: 'smoker', type: 'boolean', labels: labels('Smoker', '吸煙者') }),
      variable({
        name: 'plan',
        type: 'choice',
        labels: labels('Plan', '計劃'),
        required: true,
        choices: [
          { value: 'gold', labels: labels('Gold', '金') },
          { value: 'silver', labels: labels('Silver', '銀') },
        ],
      }),
      variable({ name: 'startDate', type: 'date', labels: labels('Start date', '生效日期') }),
    ],
  },
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestPanel aspect="pricing" id={{ plan: 'life', type: 'term', version: '1' }} ruleText={RULE} />
    </QueryClientProvider>,
  );
}

describe('the test panel with a dictionary', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    requested.mockReset();
    requested.mockImplementation((async (document: unknown) =>
      JSON.stringify(document).includes('ratingDictionary') ? DICTIONARY : NO_CODES) as never);
  });
  afterEach(() => changeLocale('en-US'));

  it('shows labelled, typed inputs: a number with unit and range, a switch, a select, a date; required marked', async () => {
    renderPanel();
    const age = (await screen.findByRole('spinbutton', { name: 'Age' })) as HTMLInputElement;
    expect(age).toHaveAttribute('type', 'number');
    expect(age).toHaveAttribute('min', '18');
    expect(age).toHaveAttribute('max', '70');
    expect(age).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('years')).toBeInTheDocument();
    expect(age).toHaveAccessibleDescription(/age\s*number\s*required\s*18 to 70/);
    const smoker = screen.getByRole('switch', { name: 'Smoker' });
    expect(smoker).toHaveAttribute('aria-checked', 'false');
    expect(smoker).not.toHaveAttribute('aria-required');
    const plan = screen.getByRole('combobox', { name: 'Plan' });
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Gold', 'Silver']);
    expect(screen.getByLabelText('Start date')).toHaveAttribute('type', 'date');

    // A value out of range is said under its field, and the quote refuses it as the API does.
    await userEvent.type(age, '80');
    expect(screen.getByText('Must be between 18 and 70.')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(plan, 'gold');
    await userEvent.click(smoker);
    expect(smoker).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByTestId('quote-issues')).toHaveTextContent('The input age is outside its range.');

    await userEvent.clear(age);
    await userEvent.type(age, '30');
    expect(screen.queryByText('Must be between 18 and 70.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('HKD 120.00')).toBeInTheDocument();
  });

  it('reports a required input left empty as missing', async () => {
    renderPanel();
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Age' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByTestId('quote-issues')).toHaveTextContent('These inputs are missing: plan.');
  });

  it('labels the inputs and choices in Traditional Chinese', async () => {
    await changeLocale('zh-HK');
    renderPanel();
    const age = await screen.findByRole('spinbutton', { name: '年齡' });
    expect(age).toHaveAttribute('type', 'number');
    expect(screen.getByRole('switch', { name: '吸煙者' })).toBeInTheDocument();
    const plan = screen.getByRole('combobox', { name: '計劃' });
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['請選擇…', '金', '銀']);
    await userEvent.type(age, '10');
    expect(screen.getByText('必須介乎 18 至 70。')).toBeInTheDocument();
  });
});
