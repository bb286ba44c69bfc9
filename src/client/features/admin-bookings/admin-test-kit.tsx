import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../server/app-router';
import { trpc } from '../../lib/trpc';

export interface ApiFailure {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** What the stand-in server answers: data, or a failure with an HTTP status. */
export type Answer = (input: unknown) => unknown;

export function fail(status: number, message: string, fieldErrors?: Record<string, string[]>): ApiFailure & { failure: true } {
  return { failure: true, status, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

function isFailure(value: unknown): value is ApiFailure & { failure: true } {
  return typeof value === 'object' && value !== null && 'failure' in value;
}

/** Renders admin UI over a stand-in tRPC server and records every call with its input. */
export function renderWithApi(ui: ReactNode, answers: Record<string, Answer>) {
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push({ path: op.path, input: op.input });
      const answer = answers[op.path];
      void Promise.resolve().then(() => {
        const result = answer ? answer(op.input) : fail(500, `no answer for ${op.path}`);
        if (isFailure(result)) {
          observer.error(
            TRPCClientError.from({
              error: { message: result.message, code: -32000, data: { httpStatus: result.status, code: 'ERROR', fieldErrors: result.fieldErrors } },
            }),
          );
          return;
        }
        observer.next({ result: { type: 'data', data: result } });
        observer.complete();
      });
    });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <trpc.Provider client={trpc.createClient({ links: [link] })} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...view, calls: (path: string) => calls.filter((call) => call.path === path).map((call) => call.input) };
}
