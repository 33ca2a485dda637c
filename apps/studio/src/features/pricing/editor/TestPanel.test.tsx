import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { type SavableRun, TestPanel } from './TestPanel';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));
const requested = vi.mocked(request);
const NO_CODES = { discountCodes: { list: [] }, loadingCodes: { list: [] } };
const RULE = '{"+":[{"var":"age"},{"var":"days"}]}';

/** The next codes request, answered only when the test says so (a slow network). */
function holdNextCodesRequest() {
  let answer: () => void = () => {};
  requested.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        answer = () => resolve(NO_CODES);
      }) as never,
  );
  return () => act(async () => answer());
}

function renderPanel(
  onSaveCase: (run: SavableRun) => void,
  aspect: 'pricing' | 'underwriting' = 'pricing',
  ruleText = RULE,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestPanel
        aspect={aspect}
        id={{ plan: 'travel', type: 'single', version: '1.0' }}
        ruleText={ruleText}
        onSaveCase={onSaveCase}
      />
    </QueryClientProvider>,
  );
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
async function retype(name: string, value: string) {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), value);
}

describe('the test panel', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  beforeEach(() => {
    requested.mockReset();
    requested.mockResolvedValue(NO_CODES as never);
  });

  it('keeps every typed value while the codes load, and saves as a case what was typed', async () => {
    const saved: SavableRun[] = [];
    renderPanel((run) => saved.push(run));
    await userEvent.click(screen.getByRole('button', { name: 'Extract Variables' }));
    await retype('age', '30');
    await retype('days', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save as case' }));
    expect(saved.at(-1)?.values).toEqual({ age: 30, days: 7 });

    // Extract again on a slow network: both inputs typed meanwhile survive its answer.
    const answerExtract = holdNextCodesRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Extract Variables' }));
    await retype('age', '65');
    await retype('days', '10');
    await answerExtract();
    expect(field('age').value).toBe('65');
    expect(field('days').value).toBe('10');

    // A test still loading when an input changes runs with the value typed last.
    const answerTest = holdNextCodesRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    await retype('days', '11');
    await answerTest();
    expect(field('age').value).toBe('65');
    expect(field('days').value).toBe('11');
    await userEvent.click(screen.getByRole('button', { name: 'Save as case' }));
    expect(saved.at(-1)?.values).toEqual({ age: 65, days: 11 });
  });

  it('does not save a run as a case once an input changed after it', async () => {
    const saved: SavableRun[] = [];
    renderPanel((run) => saved.push(run));
    await userEvent.click(screen.getByRole('button', { name: 'Extract Variables' }));
    await retype('age', '30');
    await retype('days', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    await retype('age', '65');
    expect(await screen.findByRole('button', { name: 'Save as case' })).toBeDisabled();
    expect(screen.getByText(/The inputs changed since the test/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as case' }));
    expect(saved).toEqual([expect.objectContaining({ values: { age: 65, days: 7 } })]);
  });

  it('shows the reason an underwriting rule gives with its decision', async () => {
    renderPanel(() => undefined, 'underwriting', '{"if":[{">":[{"var":"age"},65]},"decline; Over 65","accept"]}');
    await userEvent.click(screen.getByRole('button', { name: 'Extract Variables' }));
    await retype('age', '70');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect((await screen.findByTestId('underwriting-reason')).textContent).toBe('Reason: Over 65');
    await retype('age', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    await screen.findByText('Accept');
    expect(screen.queryByTestId('underwriting-reason')).toBeNull();
  });
});
