import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole value into a field at once, as a paste does: typing key by key re-renders a form per
 * key, which on a busy machine took a test past its budget without testing anything more.
 */
export async function enterValue(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.paste(value);
}
