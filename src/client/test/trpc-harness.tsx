import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../server/app-router';
import type { Role } from '../../shared/auth/permissions';
import { SignedInRoleProvider } from '../admin/kit/use-can';
import { trpc } from '../lib/trpc';

// Component-test support: the app's tRPC procedures answered in memory by
// handlers a test supplies, typed against the real router, so a handler that
// takes the wrong input or answers the wrong shape does not compile.

type PathsOf<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure ? `${TPrefix}${K}` : PathsOf<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

type At<T, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : TPath extends keyof T
    ? T[TPath]
    : never;

/** Every procedure's dotted path, e.g. 'admin.pricing.settings'. */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
export type ProcedureInput<TPath extends ProcedurePath> = At<inferRouterInputs<AppRouter>, TPath>;
export type ProcedureOutput<TPath extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, TPath>;

/** Answers one procedure: returns (or resolves) its output, or throws/rejects with `trpcError(...)`. */
export type Handler<TPath extends ProcedurePath> = (input: ProcedureInput<TPath>) => ProcedureOutput<TPath> | Promise<ProcedureOutput<TPath>>;
export type Handlers = { [TPath in ProcedurePath]?: Handler<TPath> };

export interface Call {
  path: string;
  input: unknown;
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** A refusal as the server sends it: an HTTP status, its sentence and, for a form, messages per field. */
export function trpcError(httpStatus: number, message = 'Failed', fieldErrors?: Record<string, string[]>): TRPCClientError<AppRouter> {
  const code = CODES[httpStatus] ?? (httpStatus >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  return TRPCClientError.from({ error: { message, code: -32000, data: { httpStatus, code, ...(fieldErrors ? { fieldErrors } : {}) } } });
}

function unexpectedCall(path: string, input: unknown): string {
  return `Unexpected tRPC call ${path}(${JSON.stringify(input) ?? ''}): the test gave no handler for it.`;
}

export interface TrpcHarnessOptions {
  /** Defaults to a client that never retries, so a failure shows at once. */
  queryClient?: QueryClient;
  /** Whose admin screens these are (what useCan answers outside the admin's frame, which gives its own); the owner unless told. */
  role?: Role | null;
}

/**
 * The providers a component needs to call tRPC, answered by `handlers`. Every
 * call is recorded; a call with no handler fails the test (through the
 * console.error guard) with the path and input, and answers 500.
 */
export function createTrpcHarness(handlers: Handlers, { queryClient, role = 'owner' }: TrpcHarnessOptions = {}) {
  const calls: Call[] = [];
  // Subscriptions stay open: a test pushes their events with push(path, data).
  const streams = new Map<string, Set<(data: unknown) => void>>();
  const answer = handlers as Record<string, ((input: unknown) => unknown) | undefined>;
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push({ path: op.path, input: op.input });
      if (op.type === 'subscription') {
        const emit = (data: unknown) => observer.next({ result: { type: 'data', data } });
        const listeners = streams.get(op.path) ?? new Set();
        streams.set(op.path, listeners.add(emit));
        observer.next({ result: { type: 'started' } });
        return () => listeners.delete(emit);
      }
      const handler = answer[op.path];
      void Promise.resolve()
        .then(() => {
          if (handler) return handler(op.input);
          const message = unexpectedCall(op.path, op.input);
          console.error(message);
          throw trpcError(500, message);
        })
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) =>
            observer.error(error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>) : trpcError(500, error instanceof Error ? error.message : 'Failed')),
        );
    });
  const client = trpc.createClient({ links: [link] });
  const queries = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function TrpcProviders({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={client} queryClient={queries}>
        <QueryClientProvider client={queries}>
          <SignedInRoleProvider role={role}>{children}</SignedInRoleProvider>
        </QueryClientProvider>
      </trpc.Provider>
    );
  }
  return {
    TrpcProviders,
    calls,
    queryClient: queries,
    /** Sends `data` to every open subscription of `path` (as a tracked event arrives: { id, data }). */
    push: (path: ProcedurePath, data: unknown) => streams.get(path)?.forEach((emit) => emit(data)),
    /** The inputs sent to one procedure, in order. */
    inputsOf: <TPath extends ProcedurePath>(path: TPath) => calls.filter((call) => call.path === path).map((call) => call.input as ProcedureInput<TPath>),
  };
}

/** Renders `ui` inside the tRPC providers over `handlers`. */
export function renderWithTrpc(ui: ReactNode, handlers: Handlers, options: TrpcHarnessOptions = {}) {
  const harness = createTrpcHarness(handlers, options);
  const { TrpcProviders, ...rest } = harness;
  return { ...render(<TrpcProviders>{ui}</TrpcProviders>), ...rest };
}
