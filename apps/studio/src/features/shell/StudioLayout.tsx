// The kit's tokens and widget styles: signed-in pages render kit widgets; the sign-in page does not.
import '@carrier/kit/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { session } from '../../api/session';
import { queryClient } from '../../app/query-client';
import { TopBar } from './TopBar';

/** Screens that spec 000 §1, 001 and 002 show without the top bar. */
const WITHOUT_TOP_BAR = [
  /^\/login/,
  /^\/reset-password/,
  /^\/ui-editor\//,
  /^\/apps\/detail\/config\//,
  /^\/products\/detail\/(pricing|underwriting|benefits)\//,
  /^\/templates\/[^/]+\/[^/]+/,
];

export function showsTopBar(pathname: string): boolean {
  return !WITHOUT_TOP_BAR.some((pattern) => pattern.test(pathname));
}

/**
 * Every route but the sign-in screens needs a stored token; navigation scrolls to the top. Loaded on
 * the first signed-in visit, with the query cache its pages share.
 */
export function StudioLayout() {
  const location = useLocation();
  const signedIn = useSyncExternalStore(session.subscribe, session.isSignedIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top whenever the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen bg-slate-50">
        {showsTopBar(location.pathname) && <TopBar />}
        <Outlet />
      </div>
    </QueryClientProvider>
  );
}
