import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../../api/client';
import { initI18n } from '../../../i18n';
import type { SavableRun } from '../editor/TestPanel';
import { CreateTestCaseMutation } from '../graphql/cases';
import { SaveCaseModal } from './SaveCaseModal';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const ID = { plan: 'motor', type: 'van', version: '1.0' };
const PRICED = {
  values: { age: 30 },
  discountCodes: ['NCD'],
  run: { ok: true, aspect: 'pricing', quote: { amount: 1234.5 }, trace: null, values: { age: 30 } },
} as unknown as SavableRun;

describe('saving a test as a case', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('asks for a name before saving anything', async () => {
    render(<SaveCaseModal id={ID} pending={PRICED} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves the inputs and codes with the premium they gave', async () => {
    const onSaved = vi.fn();
    render(<SaveCaseModal id={ID} pending={PRICED} onClose={() => {}} onSaved={onSaved} />);
    expect(screen.getByLabelText('Expected premium')).toHaveValue('1234.50');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Thirty, no claims');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      CreateTestCaseMutation,
      {
        productId: ID,
        input: {
          name: 'Thirty, no claims',
          valuesJsonString: '{"age":30}',
          discountCodes: ['NCD'],
          expectedAmount: 1234.5,
        },
      },
      expect.any(Function),
    );
  });
});
