import { z } from 'zod';

/** The one message every text field shows for characters nobody types. */
export const SPECIAL_CHARACTERS_MESSAGE = 'Remove the special characters';

// C0 controls, DEL and C1 controls. PostgreSQL refuses NUL outright (probe F12: a 500),
// and the rest only hide text from the owner or break e-mail headers and CSV exports.
const CONTROL = /\p{Cc}/u;
// The same, less tab, line feed and carriage return: a message may have lines.
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

// Half of a surrogate pair with no other half: not text at all. Node writes it to a text
// column as U+FFFD, but PostgreSQL refuses it inside json (a 500 found by the fuzz test).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextKind = 'line' | 'lines' | 'secret';

/** Whether a value carries characters a field of this kind refuses. */
export function hasSpecialCharacters(value: string, kind: TextKind = 'line'): boolean {
  if (LONE_SURROGATE.test(value)) return true;
  if (kind === 'secret') return value.includes('\u0000');
  return (kind === 'lines' ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/** A one-line field (a name, a code, an address): trimmed, no control characters at all. */
export function lineText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !hasSpecialCharacters(value, 'line'), { message: SPECIAL_CHARACTERS_MESSAGE, abort: true });
}

/** A field that may have lines (a message, a note): trimmed; tab, CR and LF allowed. */
export function multilineText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !hasSpecialCharacters(value, 'lines'), { message: SPECIAL_CHARACTERS_MESSAGE, abort: true });
}

/**
 * A password: kept exactly as typed (any character a person can enter counts), but
 * never NUL or half a surrogate pair, which no keyboard makes.
 */
export function secretText(params?: StringParams) {
  return z.string(params).refine((value) => !hasSpecialCharacters(value, 'secret'), { message: SPECIAL_CHARACTERS_MESSAGE, abort: true });
}
