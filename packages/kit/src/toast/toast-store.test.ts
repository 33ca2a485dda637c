import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a toast after 10 seconds unless it is persistent', () => {
    const store = createToastStore();
    store.success('saved');
    store.error('stays', { persistent: true });
    vi.advanceTimersByTime(9_999);
    expect(store.list()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.list().map((toast) => toast.message)).toEqual(['stays']);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const store = createToastStore(5);
    for (let index = 1; index <= 7; index++) store.neutral(`toast ${index}`);
    expect(store.list().map((toast) => toast.message)).toEqual(['toast 3', 'toast 4', 'toast 5', 'toast 6', 'toast 7']);
  });

  it('keeps a lower limit while a surface asks for it', () => {
    const store = createToastStore(5);
    for (let index = 1; index <= 5; index++) store.neutral(`toast ${index}`);
    const restore = store.limitWhile(4);
    expect(store.list()).toHaveLength(4);
    store.neutral('toast 6');
    expect(store.list().map((toast) => toast.message)).toEqual(['toast 3', 'toast 4', 'toast 5', 'toast 6']);
    restore();
    store.neutral('toast 7');
    expect(store.list()).toHaveLength(5);
  });

  it('shows the same message once: a repeat replaces the older copy', () => {
    const store = createToastStore();
    store.error('Upload failed', { title: 'Error' });
    store.success('Saved');
    store.error('Upload failed', { title: 'Error' });
    expect(store.list().map((toast) => toast.message)).toEqual(['Saved', 'Upload failed']);
    vi.advanceTimersByTime(10_000);
    expect(store.list()).toEqual([]);
  });

  it('tells subscribers and can be dismissed by hand', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.warning('careful');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.list()).toEqual([]);
  });
});
