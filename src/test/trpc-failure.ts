import { TRPCError } from '@trpc/server';
import { toErrorBody } from '../server/trpc/errors';

/** What a caller sees of a procedure that refuses: the REST error body (code, message, fieldErrors). Fails the test if it succeeds. */
export async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return toErrorBody(error);
}
