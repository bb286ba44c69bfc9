import { httpStatusOf } from './errors';

/**
 * A read refused with a status the procedure gives anyone who asks the same (tomorrow is booked, no such page): the
 * page drawn without it is the right page for every visitor, as the browser would draw it too. Not a timeout or a rate
 * limit (that moment's), nor a server error.
 */
export function isSettledRefusal(error: unknown): boolean {
  const status = httpStatusOf(error);
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
