import type { ReactNode } from 'react';
import { renderWithTrpc, trpcError, type Handlers } from '../../lib/test/trpc-harness';

/** A refusal from the stand-in server, thrown from a handler: an HTTP status, its sentence, messages per field. */
export function fail(status: number, message: string, fieldErrors?: Record<string, string[]>): never {
  throw trpcError(status, message, fieldErrors);
}

/** Renders admin UI over a stand-in tRPC server and records every call with its input. */
export function renderWithApi(ui: ReactNode, handlers: Handlers) {
  const view = renderWithTrpc(ui, handlers);
  return { ...view, calls: view.inputsOf };
}
