import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../api/client';
import { i18next } from '../i18n';
import { Toaster } from '../ui/toasts/Toaster';
import { toasts } from '../ui/toasts/toast-store';
import { errorMessage } from './error-message';
import { routes } from './routes';

/** List and detail fetch failures show their first error message as a toast. */
function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => toasts.error(errorMessage(error)) }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

export function App() {
  const queryClient = useMemo(createQueryClient, []);
  const router = useMemo(() => createBrowserRouter(routes), []);
  useMemo(
    () =>
      setSessionExpiredHandler(() => {
        queryClient.clear();
        void router.navigate('/');
        toasts.error(i18next.t('errors.general'));
      }),
    [queryClient, router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
