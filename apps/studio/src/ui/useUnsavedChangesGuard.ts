import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the route asks 'Do you really want to leave? you have unsaved changes!'
 * (or `leaveMessage`, where an area's spec words it otherwise) and reloading or closing the tab raises
 * the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean, leaveMessage?: string) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(leaveMessage ?? t('unsaved.leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t, leaveMessage]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('unsaved.reload');
      return t('unsaved.reload');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, t]);
}
