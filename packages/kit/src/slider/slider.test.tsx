import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { Slider } from './slider';

describe('Slider', () => {
  it('is a labelled slider with its value shown and read out', () => {
    const onChange = vi.fn();
    renderKit(
      <Slider
        label="Excess"
        min={0}
        max={1000}
        step={100}
        defaultValue={200}
        formatValue={(v) => `$${v}`}
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Excess' });
    expect(slider).toHaveValue('200');
    expect(slider).toHaveAttribute('aria-valuetext', '$200');
    fireEvent.change(slider, { target: { value: '500' } });
    expect(onChange).toHaveBeenCalledWith(500);
    expect(screen.getByText('$500')).toBeInTheDocument();
  });

  it('takes a controlled value, errors and disabled', () => {
    renderKit(<Slider label="Excess" value={30} error="validation.required" disabled />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveValue('30');
    expect(slider).toBeDisabled();
    expect(slider).toHaveAttribute('aria-invalid', 'true');
  });
});
