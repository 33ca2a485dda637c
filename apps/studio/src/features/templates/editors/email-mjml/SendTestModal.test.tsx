import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from '../../../../api/client';
import { initI18n } from '../../../../i18n';
import { SendTestEmailMutation } from './graphql';
import { SendTestModal } from './SendTestModal';

vi.mock('../../../../api/client', () => ({ request: vi.fn(), mutate: vi.fn() }));

function renderModal(onClose = () => {}) {
  render(<SendTestModal open templateId="tpl-1" initialVariables='{"policyId":"P-1"}' onClose={onClose} />);
}

describe('sending a test email', () => {
  beforeAll(() => initI18n({ featureTexts: true }));
  beforeEach(() => {
    vi.mocked(mutate).mockReset();
    vi.mocked(mutate).mockResolvedValue({} as never);
  });

  it('asks for a recipient and JSON object variables before sending', async () => {
    renderModal();
    const variables = screen.getByTestId('send-test-variables');
    await userEvent.clear(variables);
    await userEvent.type(variables, '[[');
    expect(await screen.findByText('The variables must be a JSON object.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the saved template to the recipient with the variables', async () => {
    const onClose = vi.fn();
    renderModal(onClose);
    await userEvent.type(screen.getByLabelText(/^Recipient/), ' author@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      SendTestEmailMutation,
      {
        input: {
          type: 'testMjmlTemplate',
          emailMessage: {
            to: 'author@example.com',
            templateRendering: {
              templateId: 'tpl-1',
              input: { name: 'data', variablesJsonString: '{"policyId":"P-1"}' },
            },
          },
        },
      },
      expect.any(Function),
    );
  });
});
