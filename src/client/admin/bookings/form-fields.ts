import { parseWholeNumber } from '../../../shared/pricing/money-input.rules';

/**
 * The first message for each field of a booking form, from the server's fieldErrors or the schema's issues,
 * keyed by the input's paths (`guest.name`); a path the form has no field for is said above its buttons ('form').
 */
export function firstErrorPerField<F extends string>(
  messages: Record<string, readonly string[] | undefined>,
  fieldOf: Readonly<Record<string, F>>,
): Partial<Record<F | 'form', string>> {
  const errors: Partial<Record<F | 'form', string>> = {};
  for (const [path, list] of Object.entries(messages)) {
    const field = fieldOf[path] ?? 'form';
    if (list?.[0]) errors[field] ??= list[0];
  }
  return errors;
}

/** A typed number, or the text itself so the schema says what is wrong with it. */
export const wholeOrText = (text: string): number | string => parseWholeNumber(text) ?? text;
