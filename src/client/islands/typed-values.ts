/**
 * What a visitor typed into an island's fields before it was live. React hydrates a field without touching its value,
 * but its state still holds the server's (empty) one, so a form sent then would miss what is on screen; and the first
 * render after hydration that changes any of a controlled field's props (an id settled in a layout effect, say) sets
 * the field back to that state. So the typed values are read before hydration starts (a field whose value is not its
 * default: React keeps a controlled field's default value equal to its state), and given back once the island is live,
 * to the field at the same place (the same element, or the one drawn afresh had hydration to start over), as the input
 * event a keystroke makes, which the field's onChange takes.
 */
export interface TypedValue {
  /** The field's place among the box's text fields. */
  index: number;
  value: string;
}

const textFieldsIn = (box: Element) =>
  [...box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter((field) => field.type !== 'checkbox' && field.type !== 'radio');

export function typedValuesIn(box: Element): TypedValue[] {
  return textFieldsIn(box).flatMap((field, index) => (field.value !== field.defaultValue ? [{ index, value: field.value }] : []));
}

/** Gives each field what was typed into it: what it shows now if the visitor went on typing, else what was read before. */
export function replayTypedValues(box: Element, before: readonly TypedValue[]): void {
  const typed = new Map(before.map(({ index, value }) => [index, value]));
  for (const { index, value } of typedValuesIn(box)) typed.set(index, value);
  const fields = textFieldsIn(box);
  for (const [index, value] of typed) {
    const field = fields[index];
    if (!field) continue;
    // React notices a change against the value it last saw: set that one through the element (React's own setter
    // records it), then the typed one through the prototype's setter (which React does not see), then tell it.
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
