import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/app-router';

export type ClientError = TRPCClientError<AppRouter>;

export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) return (error as ClientError).data?.httpStatus;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** Per-field messages the server sent with a 400, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (error instanceof TRPCClientError) return (error as ClientError).data?.fieldErrors ?? {};
  return {};
}

/** The spec's error text, "status: message", for any failed call. */
export function errorText(error: unknown): string {
  const status = httpStatusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (status === undefined || message.startsWith(`${status}:`)) return message;
  return `${status}: ${message}`;
}

/** The server's own sentence, for notifications. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
