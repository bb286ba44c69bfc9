import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { LoginInput, RegisterInput, User } from '../../../shared/auth/auth.schemas';
import type { SecondStep } from '../../../shared/auth/sign-in-factors.schemas';
import { paths } from '../../../shared/paths';
import { errorMessage } from '../../lib/errors';
import { whenIdle } from '../../lib/idle';
import { arrivedRenderedByServer } from '../../lib/server-html';
import { trpc } from '../../lib/trpc';
import { toast } from '../../ui/toast';
import { FOCUS_HEADING_STATE } from '../../lib/arrival-focus';

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  /** The user, or `{ secondStep: 'code' }` when the account asks for a two-factor code next (use-sign-in-steps.ts). */
  login: (input: LoginInput) => Promise<User | SecondStep>;
  register: (input: RegisterInput) => Promise<User>;
  logout: () => Promise<void>;
  isLoggingOut: boolean;
}

/** Exported for tests that need a signed-in or signed-out app without a server. */
export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  // Over server-rendered HTML (and on the server) the question waits until the page is
  // hydrated and idle: its answer changing this provider's value mid-hydration would make
  // React hydrate everything at once. Until it is asked, the state is "loading", as on the server.
  const [asked, setAsked] = useState(() => typeof document !== 'undefined' && !arrivedRenderedByServer());
  useEffect(() => (asked ? undefined : whenIdle(() => setAsked(true))), [asked]);
  const me = trpc.auth.current.useQuery(undefined, { enabled: asked });
  const user = me.data ?? null;

  const welcomeBack = useWelcomeBack();
  const loginMutation = trpc.auth.login.useMutation({
    onSuccess: (answer) => {
      if ('secondStep' in answer) return;
      welcomeBack(answer);
    },
    onError: (error) => toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const registerMutation = trpc.auth.register.useMutation({
    onSuccess: (created) => {
      utils.auth.current.setData(undefined, created);
      toast({ title: 'Welcome!', description: 'Your admin account has been created successfully.' });
      navigate(paths.admin.dashboard, { state: FOCUS_HEADING_STATE });
    },
    onError: (error) => toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const logoutMutation = trpc.auth.logout.useMutation({
    onSuccess: () => {
      // The spec: logout clears the user and the whole client data cache.
      queryClient.clear();
      utils.auth.current.setData(undefined, undefined);
      void utils.auth.current.invalidate();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      navigate(paths.home);
    },
    onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' }),
  });

  const isLoading = !asked || me.isLoading;
  const { mutateAsync: login } = loginMutation;
  const { mutateAsync: register } = registerMutation;
  const { mutateAsync: logoutAsync, isPending: isLoggingOut } = logoutMutation;
  // The same object until something in it changes, so a re-render here does not reach every consumer.
  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading,
      login: (input) => login(input),
      register: (input) => register(input),
      logout: async () => {
        await logoutAsync();
      },
      isLoggingOut,
    }),
    [user, isLoading, login, register, logoutAsync, isLoggingOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** What every way of signing in does at its end: the app learns who it is, says so and opens the admin. */
export function useWelcomeBack(): (user: User) => void {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  return (user) => {
    utils.auth.current.setData(undefined, user);
    toast({ title: 'Welcome back!', description: 'You have been successfully logged in.' });
    navigate(paths.admin.dashboard, { state: FOCUS_HEADING_STATE });
  };
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
