import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { BUTTON_SIZES, Button } from './button';

describe('Button', () => {
  it('renders each size as a class and defaults to type button', () => {
    renderKit(
      <div>
        {BUTTON_SIZES.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
      </div>,
    );
    expect(BUTTON_SIZES).toEqual(['xs', 'sm', 'default', 'lg', 'xl']);
    for (const size of BUTTON_SIZES) {
      const button = screen.getByRole('button', { name: size });
      expect(button).toHaveClass(`ck-button--${size}`);
      expect(button).toHaveAttribute('type', 'button');
    }
  });

  it('is pressed with Enter and Space, and not at all when disabled or loading', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderKit(<Button onClick={onClick}>Save</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    const busy = screen.getByRole('button', { name: /Save/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
