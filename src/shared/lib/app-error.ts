/**
 * Application error codes. Services throw these; one place (server/trpc/errors)
 * maps them to tRPC codes and HTTP statuses, so no handler picks a status itself.
 */
export const APP_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors?: FieldErrors;

  constructor(code: AppErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

/** What the browser receives for any failed call: never a stack, never SQL. */
export interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
}
