import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { initI18n } from '../../../i18n';
import { CreateComponentModal } from './CreateComponentModal';

describe('creating a component', () => {
  beforeAll(() => initI18n({ featureTexts: true }));

  it('asks for a name before creating anything', async () => {
    const onCreate = vi.fn(async () => {});
    render(<CreateComponentModal open onClose={() => {}} onCreate={onCreate} />);
    await userEvent.type(screen.getByLabelText(/^Component name/), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('creates it under its PascalCase name, and shows a refusal under the name', async () => {
    const onCreate = vi.fn(async () => {
      throw new ApiError('A component named QuoteForm already exists.', 'component_name_taken');
    });
    render(<CreateComponentModal open onClose={() => {}} onCreate={onCreate} />);
    await userEvent.type(screen.getByLabelText(/^Component name/), 'quote form');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByLabelText(/^Component name/)).toHaveValue('QuoteForm');
    expect(onCreate).toHaveBeenCalledWith('QuoteForm');
    expect(await screen.findByText('A component named QuoteForm already exists.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Component name/), 's');
    expect(screen.queryByText('A component named QuoteForm already exists.')).not.toBeInTheDocument();
  });
});
