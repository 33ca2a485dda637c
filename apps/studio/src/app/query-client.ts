import { QueryCache, QueryClient } from '@tanstack/react-query';
import { i18next } from '../i18n';
import { toasts } from '../ui/toasts/toast-store';
import { errorMessage } from './error-message';

/**
 * The signed-in studio's query cache (loaded with the signed-in layout, not by the sign-in page).
 * A fetch failure shows its first error message as a toast, unless its page shows it in place
 * (`ui/useLoad`, meta `shownInPage`): one place per error.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.shownInPage) return;
      toasts.error(errorMessage(error));
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// The API answers in the chosen language, so a change of language refetches what is cached.
i18next.on('languageChanged', () => void queryClient.invalidateQueries());
