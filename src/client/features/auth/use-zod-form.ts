import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/errors';

export type FormErrors = Record<string, string | undefined>;

/**
 * Validates a form with the same zod schema the server uses, and shows the
 * server's own per-field messages when it still says no.
 */
export function useZodForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<FormErrors>({});

  function validate(values: unknown): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  }

  function showServerErrors(error: unknown): void {
    const fromServer = fieldErrorsOf(error);
    const next: FormErrors = {};
    for (const [key, messages] of Object.entries(fromServer)) next[key] = messages[0];
    setErrors(next);
  }

  return { errors, validate, showServerErrors, clearError: (key: string) => setErrors((current) => ({ ...current, [key]: undefined })) };
}
