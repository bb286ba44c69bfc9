import { z } from 'zod';

/** Largest id a PostgreSQL `integer` column holds: a bigger one is a 500 in the query, not a miss. */
export const MAX_ROW_ID = 2_147_483_647;

// Query strings and path parameters carry numbers as text. Only plain digits count:
// z.coerce would also take "true" (1), " 2 ", "", "1e3" and "0x10" (probe F12).
const DIGITS = /^\d{1,15}$/;

/** A number from JSON as it is, or from a query string or path when it is plain digits. */
export function fromDigits<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value), schema);
}

/** A row id from a path (`/feeds/12`) or a tRPC call (12); anything else is `message`. */
export function rowIdSchema(message: string) {
  return fromDigits(z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message));
}
