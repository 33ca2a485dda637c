import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { renderKit } from '../testing/render';
import { TOAST_FADE_MS, type Toast, toastReducer, toToast } from './toast-model';
import { ToastProvider, useToasts } from './toast-provider';

const defaults = { duration: 10_000, errorTitle: 'Error' };

describe('toast model', () => {
  it('keeps at most max toasts, dropping the oldest', () => {
    const reduce = toastReducer(5);
    let toasts: Toast[] = [];
    for (let index = 1; index <= 7; index += 1) {
      toasts = reduce(toasts, { type: 'add', toast: toToast({ type: 'neutral', content: `n${index}` }, defaults) });
    }
    expect(toasts.map((toast) => toast.content)).toEqual(['n3', 'n4', 'n5', 'n6', 'n7']);
  });

  it('replaces a toast with the same key', () => {
    const reduce = toastReducer(5);
    const first = reduce([], { type: 'add', toast: toToast({ type: 'success', content: 'a', key: 'k' }, defaults) });
    const second = reduce(first, { type: 'add', toast: toToast({ type: 'error', content: 'b', key: 'k' }, defaults) });
    expect(second).toHaveLength(1);
    expect(second[0]?.content).toBe('b');
  });

  it('turns an optimisticUIError into an error titled Error with the first message', () => {
    const toast = toToast({ type: 'optimisticUIError', errors: [{ message: 'Name taken' }, 'second'] }, defaults);
    expect(toast).toMatchObject({ type: 'error', title: 'Error', content: 'Name taken' });
    expect(toToast({ type: 'optimisticUIError', errors: ['x'], title: 'Save failed' }, defaults).title).toBe(
      'Save failed',
    );
  });
});

function Trigger() {
  const toasts = useToasts();
  return (
    <>
      <Button onClick={() => toasts.success('Saved')}>success</Button>
      <Button onClick={() => toasts.optimisticUIError(['Server said no', 'ignored'])}>fail</Button>
    </>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-closes after 10 s, fading for 1000 ms', async () => {
    const { user } = renderKit(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
      { fakeTimers: true },
    );
    await user.click(screen.getByRole('button', { name: 'success' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveClass('ck-toast--success');
    act(() => vi.advanceTimersByTime(9_999));
    expect(toast).not.toHaveClass('ck-toast--leaving');
    act(() => vi.advanceTimersByTime(1));
    expect(toast).toHaveClass('ck-toast--leaving');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows optimisticUIError as an alert titled in the locale, dismissible by keyboard', async () => {
    const { user } = renderKit(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
      { locale: 'zh-HK', fakeTimers: true },
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('錯誤');
    expect(alert).toHaveTextContent('Server said no');
    expect(alert).not.toHaveTextContent('ignored');
    screen.getByRole('button', { name: '關閉' }).focus();
    await user.keyboard('{Enter}');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows at most 5 at once', async () => {
    const { user } = renderKit(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
      { fakeTimers: true },
    );
    for (let index = 0; index < 7; index += 1) await user.click(screen.getByRole('button', { name: 'success' }));
    expect(screen.getAllByRole('status')).toHaveLength(5);
  });
});
