import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KitGalleryPage } from './KitGalleryPage';

const SECTION_IDS = [
  'buttons',
  'checkbox',
  'checkbox-group',
  'radios',
  'toggle',
  'text-input',
  'long-text',
  'number-input',
  'stepper',
  'slider',
  'select',
  'multi-select',
  'date-of-birth',
  'date-picker',
  'calendar',
  'spinner',
  'modal',
  'toasts',
  'validators',
];

describe('KitGalleryPage', () => {
  it('shows a section per widget with default, disabled and error states', () => {
    render(<KitGalleryPage />);
    for (const id of SECTION_IDS) expect(screen.getByTestId(`section-${id}`)).toBeInTheDocument();
    const text = within(screen.getByTestId('section-text-input'));
    expect(text.getByRole('textbox', { name: 'Full name' })).toBeEnabled();
    expect(text.getByRole('textbox', { name: 'Full name (Disabled)' })).toBeDisabled();
    expect(text.getByRole('textbox', { name: 'Full name (Error)' })).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('switches the kit texts to zh-HK and the tokens to another preset', async () => {
    const user = userEvent.setup();
    const { container } = render(<KitGalleryPage />);
    await user.click(screen.getByRole('radio', { name: '繁體中文 (zh-HK)' }));
    expect(screen.getByRole('heading', { name: '表單元件庫' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('section-select')).getAllByRole('option', { name: '請選擇' }).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: '深色' }));
    const root = container.querySelector<HTMLElement>('.kit-gallery');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root?.style.getPropertyValue('--color0')).toBe('#111827');
  });
});
