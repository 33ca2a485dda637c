import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { AddBenefitMutation } from '../graphql/benefits';
import { AddBenefitModal } from './AddBenefitModal';
import type { BenefitNode, BenefitTarget } from './benefit-types';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const PRODUCT = { plan: 'travel', type: 'single', version: '1' };
const PLAN = { typeId: 'plan', name: 'Plan', options: [{ optionKey: 'option_0' }] } as BenefitNode;

function renderModal(target: BenefitTarget, onAdded = async () => {}) {
  render(<AddBenefitModal target={target} productId={PRODUCT} locale="en-US" onClose={() => {}} onAdded={onAdded} />);
}

describe('adding a benefit', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('asks for a type id before sending anything', async () => {
    renderModal({ kind: 'main' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Type id/)).toHaveAccessibleDescription('This field is required');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('adds a main benefit under its technical name, then its name text', async () => {
    const onAdded = vi.fn(async () => {});
    renderModal({ kind: 'main' }, onAdded);
    await userEvent.type(screen.getByLabelText(/^Type id/), 'Medical Expenses');
    await userEvent.tab();
    expect(screen.getByLabelText(/^Type id/)).toHaveValue('medical_expenses');
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Medical');
    await userEvent.selectOptions(screen.getByLabelText('Value type'), 'Number');
    await userEvent.type(screen.getByLabelText('Value'), '100');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'HKD');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      AddBenefitMutation,
      {
        productId: PRODUCT,
        input: {
          typeId: 'medical_expenses',
          optionKey: null,
          parentTypeId: null,
          parentOptionKeys: null,
          isValueInput: false,
          currencyCode: 'HKD',
          valueJsonString: '100',
        },
      },
      expect.any(Function),
    );
    expect(mutate).toHaveBeenCalledTimes(2);
  });

  it("adds an option under the benefit's next option key, which it needs", async () => {
    const onAdded = vi.fn(async () => {});
    renderModal({ kind: 'option', benefit: PLAN }, onAdded);
    const key = screen.getByLabelText(/^Option key/);
    expect(key).toHaveValue('option_1');
    await userEvent.clear(key);
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(key, 'Gold Plan');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      AddBenefitMutation,
      { productId: PRODUCT, input: expect.objectContaining({ typeId: 'plan', optionKey: 'gold_plan' }) },
      expect.any(Function),
    );
  });
});
