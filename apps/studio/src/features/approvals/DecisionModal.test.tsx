import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../api/client';
import { initI18n } from '../../i18n';
import { type Deciding, DecisionModal } from './DecisionModal';
import { ApproveRequestMutation, RejectRequestMutation } from './graphql';

vi.mock('../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

const request = (decision: Deciding['decision']): Deciding => ({
  id: 'r1',
  name: 'Spring rates',
  kind: 'release',
  decision,
});

describe('deciding a request', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('marks the comment of a rejection required and says so once it is left empty', async () => {
    render(<DecisionModal deciding={request('reject')} onClose={() => {}} onDecided={() => {}} />);
    const comment = screen.getByLabelText(/^Comment/);
    expect(comment).toBeRequired();
    await userEvent.type(comment, '  ');
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('rejects with the comment given', async () => {
    const onDecided = vi.fn();
    render(<DecisionModal deciding={request('reject')} onClose={() => {}} onDecided={onDecided} />);
    await userEvent.type(screen.getByLabelText(/^Comment/), 'Rates too low ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      RejectRequestMutation,
      { id: 'r1', comment: 'Rates too low' },
      expect.any(Function),
    );
  });

  it('approves without a comment', async () => {
    const onDecided = vi.fn();
    render(<DecisionModal deciding={request('approve')} onClose={() => {}} onDecided={onDecided} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(ApproveRequestMutation, { id: 'r1', comment: null }, expect.any(Function));
  });
});
