import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { initI18n } from '../i18n';
import { toasts } from '../ui/toasts/toast-store';
import { SHOWN_IN_PAGE } from '../ui/useLoad';
import { queryClient } from './query-client';

const failing = () => Promise.reject(new ApiError('db down', undefined, 'graphql'));

describe('the query cache says a failed load once', () => {
  afterEach(() => {
    queryClient.clear();
    for (const toast of toasts.list()) toasts.dismiss(toast.id);
  });

  it('toasts a failure in the user words when no page shows it', async () => {
    await initI18n();
    await queryClient.fetchQuery({ queryKey: ['a'], queryFn: failing }).catch(() => undefined);
    expect(toasts.list().map((toast) => toast.message)).toEqual([
      'There was an unexpected error, please try again later.',
    ]);
  });

  it('leaves a failure its page shows in place (useLoad) untoasted', async () => {
    await initI18n();
    await queryClient.fetchQuery({ queryKey: ['b'], queryFn: failing, meta: SHOWN_IN_PAGE }).catch(() => undefined);
    expect(toasts.list()).toEqual([]);
  });
});
