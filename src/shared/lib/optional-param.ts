import { z } from 'zod';

/** A query parameter that may be left out: empty (?status=) means no filter, as an unset one does; anything else must pass `schema`. */
export function optionalParam<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional());
}
