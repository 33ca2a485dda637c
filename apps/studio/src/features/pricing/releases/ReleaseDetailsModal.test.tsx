import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../../api/client';
import { initI18n } from '../../../i18n';
import { UpdateReleaseMutation } from '../graphql/releases';
import { ReleaseDetailsModal } from './ReleaseDetailsModal';

vi.mock('../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const RELEASE = {
  id: 'rel-1',
  name: 'Spring',
  description: 'first launch',
  createdAt: '2026-03-01T10:00:00Z',
  createdBy: { username: 'maker' },
  products: [{ productId: { plan: 'motor', type: 'van', version: '1.0' } }],
};

function renderDetails(onSaved = () => {}) {
  render(
    <MemoryRouter>
      <ReleaseDetailsModal release={RELEASE} onClose={() => {}} onSaved={onSaved} />
    </MemoryRouter>,
  );
}

describe("a release's details", () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('says the name is required and sends nothing without one', async () => {
    renderDetails();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('updates the name and description', async () => {
    const onSaved = vi.fn();
    renderDetails(onSaved);
    expect(screen.getByLabelText(/^Description/)).toHaveValue('first launch');
    await userEvent.type(screen.getByLabelText(/^Name/), ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      UpdateReleaseMutation,
      { id: 'rel-1', input: { name: 'Spring 2026', description: 'first launch' } },
      expect.any(Function),
    );
  });
});
