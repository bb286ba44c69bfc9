import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../../shared/paths';
import { CenteredSpinner } from '../../ui/feedback';
import { useAuth } from './auth-provider';

/** Spec §2: spinner while the user loads, /auth without one, the page with one. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <CenteredSpinner label="Checking your sign-in" />;
  if (!user) return <Redirect to={`~${paths.auth}`} replace />;
  return <>{children}</>;
}
