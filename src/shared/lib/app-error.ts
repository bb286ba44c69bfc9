import { z } from 'zod';

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

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

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

/**
 * What the browser receives for any failed call: never a stack, never SQL. The API description
 * (GET /api/openapi.json) publishes this schema as every REST row's error answer.
 */
export const errorBodySchema = z.object({
  code: z.string().meta({ description: `An application error code (${APP_ERROR_CODES.join(', ')}) or another tRPC one.` }),
  message: z.string().meta({ description: 'One plain sentence for a person to read.' }),
  fieldErrors: fieldErrorsSchema.optional().meta({ description: "Messages per input field (a dotted path, or 'form')." }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
