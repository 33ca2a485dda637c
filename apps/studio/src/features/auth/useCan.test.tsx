import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/client';
import { useCan, useMyId } from './useCan';

vi.mock('../../api/client', () => ({ request: vi.fn() }));

function renderCan(roles: Role[]) {
  vi.mocked(request).mockResolvedValue({ me: { id: 'me-1', roles } } as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ edit: useCan('edit'), approve: useCan('approve'), administer: useCan('administer'), id: useMyId() }),
    { wrapper },
  );
}

describe('useCan', () => {
  beforeEach(() => vi.mocked(request).mockReset());

  it.each([
    [['viewer'], { edit: false, approve: false, administer: false }],
    [['editor'], { edit: true, approve: false, administer: false }],
    [['approver'], { edit: false, approve: true, administer: false }],
    [['editor', 'approver'], { edit: true, approve: true, administer: false }],
    [['admin'], { edit: true, approve: true, administer: true }],
  ] as const)('for roles %j allows %j', async (roles, expected) => {
    const { result } = renderCan([...roles]);
    await waitFor(() => expect(result.current.id).toBe('me-1'));
    expect(result.current).toEqual({ ...expected, id: 'me-1' });
  });

  it('allows nothing while the roles are unknown, so no button flashes for a viewer', async () => {
    const { result } = renderCan(['admin']);
    expect(result.current).toEqual({ edit: false, approve: false, administer: false, id: undefined });
    await waitFor(() => expect(result.current.administer).toBe(true));
  });

  it('asks the server once for all the hooks of a page', async () => {
    const { result } = renderCan(['editor']);
    await waitFor(() => expect(result.current.edit).toBe(true));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again when the first ask fails, rather than hiding every change until a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(request)
        .mockRejectedValueOnce(new Error('network'))
        .mockResolvedValue({ me: { id: 'me-1', roles: ['editor'] } } as never);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useCan('edit'), { wrapper });
      await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(1100);
      await waitFor(() => expect(result.current).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });
});
