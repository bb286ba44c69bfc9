/** The pure rules of the owner's e-mail templates (decision 049): which {{variables}} a text uses and which it may. */

const TOKEN = /\{\{([^{}]*)\}\}/g;

/** Every {{name}} in a text, in order, with surrounding spaces trimmed ("{{ guest_name }}" is guest_name). */
export function variablesIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => (match[1] ?? '').trim());
}

/** The names a text uses that its message does not offer, each once: these are refused when saving. */
export function unknownVariables(text: string, allowed: readonly string[]): string[] {
  return [...new Set(variablesIn(text).filter((name) => !allowed.includes(name)))];
}

/** The per-field message for a text that uses names it may not, or null. */
export function unknownVariablesMessage(text: string, allowed: readonly string[]): string | null {
  const unknown = unknownVariables(text, allowed);
  if (unknown.length === 0) return null;
  const listed = unknown.map((name) => `{{${name}}}`).join(', ');
  return `${listed} ${unknown.length === 1 ? 'is not a variable' : 'are not variables'} of this e-mail. Use one from the list.`;
}

/**
 * Replaces every {{name}} with `value(name)`; a name without a value becomes empty and is reported to
 * `onUnknown` (never the raw braces).
 */
export function fillVariables(text: string, values: Readonly<Record<string, string>>, onUnknown: (name: string) => void, value: (raw: string) => string = (raw) => raw): string {
  return text.replace(TOKEN, (_match, raw: string) => {
    const name = raw.trim();
    const found = Object.hasOwn(values, name) ? values[name] : undefined;
    if (found === undefined) {
      onUnknown(name);
      return '';
    }
    return value(found);
  });
}
