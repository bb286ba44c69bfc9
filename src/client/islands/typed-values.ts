/**
 * What a visitor typed into an island's fields before it was live. React hydrates a field without touching its value,
 * but its state still holds the server's (empty) one, so a form sent then would miss what is on screen. Read once the
 * island is live (a field whose value is not the one React gave it: React keeps a controlled field's default value
 * equal to its state), and given back as the input event a keystroke makes, which the field's onChange takes.
 */
export interface TypedValue {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

export function typedValuesIn(box: Element): TypedValue[] {
  return [...box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

export function replayTypedValues(typed: readonly TypedValue[]): void {
  for (const { field, value } of typed) {
    // React notices a change against the value it last saw: set that one through the element (React's own setter
    // records it), then the typed one through the prototype's setter (which React does not see), then tell it.
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
