import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { AppError, type ErrorBody, type FieldErrors } from '../../shared/lib/app-error';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function fieldErrorsOf(error: ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'form';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

function messageOf(fieldErrors: FieldErrors): string {
  return Object.entries(fieldErrors)
    .map(([field, messages]) => (field === 'form' ? messages[0] : `${field}: ${messages[0]}`))
    .join('; ');
}

/** An application error as the tRPC error that carries its code. */
export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: error.code, message: error.message, cause: error });
}

/**
 * The one place that decides what a caller sees of a failure: validation
 * errors per field, application errors as thrown, anything else as a plain
 * sentence (the real error goes to the server log only).
 */
export function toErrorBody(error: TRPCError): ErrorBody {
  if (error.cause instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(error.cause);
    return { code: 'BAD_REQUEST', message: messageOf(fieldErrors), fieldErrors };
  }
  if (error.cause instanceof AppError) {
    return {
      code: error.cause.code,
      message: error.cause.message,
      ...(error.cause.fieldErrors ? { fieldErrors: error.cause.fieldErrors } : {}),
    };
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return { code: error.code, message: INTERNAL_MESSAGE };
  return { code: error.code, message: error.message };
}

export function httpStatusOf(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}
