import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorBodySchema } from '../../shared/lib/app-error';
import { httpStatusOf, toErrorBody, toTRPCError } from './errors';

describe('what a caller sees of a failure', () => {
  it('never passes on the text of an unexpected error', () => {
    const leak = new Error('duplicate key value violates unique constraint "app_user_email_unique" at select * from app_user');
    const body = toErrorBody(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: leak }));
    expect(body).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
  });

  it('turns validation errors into one message per field', () => {
    const parsed = z.object({ start: z.string().min(1, 'Check-in date is required'), guests: z.number() }).safeParse({ start: '', guests: 'x' });
    const body = toErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }));
    expect(body.fieldErrors).toEqual({ start: ['Check-in date is required'], guests: [expect.any(String)] });
    expect(body.message).toContain('start: Check-in date is required');
  });

  it('keeps an application error and maps its code to the HTTP status', () => {
    const error = toTRPCError(new AppError('CONFLICT', 'Those dates were just taken.'));
    expect(toErrorBody(error)).toEqual({ code: 'CONFLICT', message: 'Those dates were just taken.' });
    expect(httpStatusOf(error)).toBe(409);
    expect(httpStatusOf(toTRPCError(new AppError('TOO_MANY_REQUESTS', 'Slow down')))).toBe(429);
  });

  it('sends only the error body the API description publishes', () => {
    const parsed = z.object({ email: z.email() }).safeParse({ email: 'x' });
    const bodies = [
      toErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error })),
      toErrorBody(toTRPCError(new AppError('BAD_REQUEST', 'Check the dates.', { end: ['Check-out must be after check-in'] }))),
      toErrorBody(new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' })),
      toErrorBody(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('boom') })),
    ];
    for (const body of bodies) expect(errorBodySchema.strict().parse(body)).toEqual(body);
    expect(bodies[1]!.fieldErrors).toEqual({ end: ['Check-out must be after check-in'] });
  });
});
