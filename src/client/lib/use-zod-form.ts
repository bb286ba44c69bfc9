import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from './errors';

export type FormErrors = Record<string, string | undefined>;

/**
 * A form validated with the same zod schema the server uses. Shows the first
 * message per field, then the server's own per-field messages if it still says no.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  submit: (input: z.output<S>) => Promise<unknown>,
  toInput: (values: V) => unknown = (values) => values,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = schema.safeParse(toInput(values));
    if (!result.success) {
      const next: FormErrors = {};
      for (const issue of result.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await submit(result.data);
    } catch (error) {
      const next: FormErrors = {};
      for (const [key, messages] of Object.entries(fieldErrorsOf(error))) next[key] = messages[0];
      setErrors(next);
    } finally {
      setPending(false);
    }
  }

  /** onChange for one field: stores the value and clears that field's error. */
  const field = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    errorMessage: errors[key],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  return { values, setValues, errors, pending, onSubmit, field };
}
