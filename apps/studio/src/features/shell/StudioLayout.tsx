import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { session } from '../../api/session';
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

/** Every route but the sign-in screens needs a stored token; navigation scrolls to the top. */
export function StudioLayout() {
  const location = useLocation();
  const signedIn = useSyncExternalStore(session.subscribe, session.isSignedIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top whenever the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      {showsTopBar(location.pathname) && <TopBar />}
      <Outlet />
    </div>
  );
}

/** The sign-in screens: a signed-in user goes straight to the dashboard. */
export function PublicLayout() {
  const signedIn = useSyncExternalStore(session.subscribe, session.isSignedIn);
  const location = useLocation();
  if (signedIn && location.pathname === '/login') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
