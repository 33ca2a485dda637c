import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../api/client';
import { i18next } from '../i18n';
import { Toaster } from '../ui/toasts/Toaster';
import { toasts } from '../ui/toasts/toast-store';
import { routes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  useMemo(
    () =>
      setSessionExpiredHandler(() => {
        // The query cache exists once someone has been signed in; what it holds is theirs alone.
        void import('./query-client').then(({ queryClient }) => queryClient.clear());
        void router.navigate('/');
        toasts.error(i18next.t('errors.general'));
      }),
    [router],
  );
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
