import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { session } from '../../api/session';

/** The sign-in screens: a signed-in user goes straight to the dashboard. */
export function PublicLayout() {
  const signedIn = useSyncExternalStore(session.subscribe, session.isSignedIn);
  const location = useLocation();
  if (signedIn && location.pathname === '/login') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
