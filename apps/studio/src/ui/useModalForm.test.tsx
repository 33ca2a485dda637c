import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useModalForm } from './useModalForm';

const Schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameForm({ open }: { open: boolean }) {
  const { register, formState } = useModalForm(Schema, { name: 'Travel' }, open);
  return (
    <label>
      Name
      <input {...register('name')} />
      {formState.errors.name && <span role="alert">{formState.errors.name.message}</span>}
    </label>
  );
}

describe('useModalForm', () => {
  it('checks a field once touched and starts again from the given values when the modal opens', async () => {
    const { rerender } = render(<NameForm open />);
    const field = screen.getByLabelText('Name');
    expect(field).toHaveValue('Travel');
    await userEvent.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');

    rerender(<NameForm open={false} />);
    rerender(<NameForm open />);
    expect(screen.getByLabelText('Name')).toHaveValue('Travel');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
