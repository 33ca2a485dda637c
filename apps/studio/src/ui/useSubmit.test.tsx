import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { initI18n } from '../i18n';
import { toasts } from './toasts/toast-store';
import { useSubmit } from './useSubmit';

const shown = () => toasts.list().map(({ kind, message, title }) => ({ kind, message, title }));

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useSubmit', () => {
  beforeAll(async () => {
    await initI18n({ featureTexts: true });
  });
  afterEach(() => {
    for (const toast of toasts.list()) toasts.dismiss(toast.id);
  });

  it('is busy while the work runs, then toasts the success and calls onDone', async () => {
    const { result } = renderHook(() => useSubmit());
    const work = deferred();
    const onDone = vi.fn();
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.submit(() => work.promise, { success: 'Saved', onDone });
    });
    expect(result.current.busy).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      work.resolve();
      await outcome;
    });
    expect(await outcome).toBe(true);
    expect(result.current.busy).toBe(false);
    expect(onDone).toHaveBeenCalledOnce();
    expect(shown()).toEqual([{ kind: 'success', message: 'Saved', title: undefined }]);
  });

  it('ignores a second submit while the first runs', async () => {
    const { result } = renderHook(() => useSubmit());
    const work = deferred();
    const first = vi.fn(() => work.promise);
    const second = vi.fn(async () => {});
    let outcomes: Array<Promise<boolean>> = [];
    act(() => {
      outcomes = [result.current.submit(first), result.current.submit(second)];
    });
    await act(async () => {
      work.resolve();
      await Promise.all(outcomes);
    });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    expect(await outcomes[1]).toBe(false);
    await act(async () => {
      await result.current.submit(second);
    });
    expect(second).toHaveBeenCalledOnce();
  });

  it('toasts the failure with its title, skips onDone and is ready again', async () => {
    const { result } = renderHook(() => useSubmit());
    const onDone = vi.fn();
    let outcome = true;
    await act(async () => {
      outcome = await result.current.submit(
        async () => {
          throw new ApiError('Name already taken', 'conflict');
        },
        { success: 'Saved', onDone, errorTitle: 'Save failed' },
      );
    });
    expect(outcome).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
    expect(shown()).toEqual([{ kind: 'error', message: 'Name already taken', title: 'Save failed' }]);
  });

  it('says an unknown failure in general words', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(async () => {
      await result.current.submit(async () => {
        throw new TypeError('x is undefined');
      });
    });
    expect(shown()).toEqual([
      { kind: 'error', message: 'There was an unexpected error, please try again later.', title: undefined },
    ]);
  });

  it('hands the failure to onError instead of toasting it', async () => {
    const { result } = renderHook(() => useSubmit());
    const onError = vi.fn();
    await act(async () => {
      await result.current.submit(
        async () => {
          throw new ApiError('Invalid theme');
        },
        { onError },
      );
    });
    expect(onError).toHaveBeenCalledWith('Invalid theme');
    expect(shown()).toEqual([]);
  });

  it('takes work resolving to false as a failure already reported', async () => {
    const { result } = renderHook(() => useSubmit());
    const onDone = vi.fn();
    let outcome = true;
    await act(async () => {
      outcome = await result.current.submit(async () => false, { success: 'Saved', onDone });
    });
    expect(outcome).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
    expect(result.current.busy).toBe(false);
  });
});
