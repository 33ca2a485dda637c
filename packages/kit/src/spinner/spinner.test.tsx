import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render';
import { SPINNER_DEFAULT_DELAY_MS, Spinner } from './spinner';

describe('Spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 400 ms before showing a circle', () => {
    renderKit(<Spinner />);
    expect(SPINNER_DEFAULT_DELAY_MS).toBe(400);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status')).toHaveClass('ck-spinner--circle');
  });

  it('shows dots at once with delay 0, in zh-HK', () => {
    renderKit(<Spinner type="dots" delay={0} />, { locale: 'zh-HK' });
    expect(screen.getByRole('status')).toHaveClass('ck-spinner--dots');
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
  });
});
