import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../ui/Button';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-load';

/**
 * Every route's error boundary (instead of react-router's developer page): the spec's "Oops, something
 * went wrong!" with a reload. A page whose script could not be fetched (stale after a deploy) reloads
 * once by itself first.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForChunk());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6" data-testid="route-error">
      <section role="alert" className="max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-red-700">{t('errors.oops')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('errors.general')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </section>
    </main>
  );
}
