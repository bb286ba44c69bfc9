/**
 * A read refused with a status the procedure gives anyone who asks the same (tomorrow is booked, no such page): the
 * page drawn without it is the right page for every visitor, as the browser would draw it too. Not a timeout or a rate
 * limit (that moment's), nor a server error. Read from the tRPC error's `data.httpStatus` (the app's errorFormatter).
 */
export function isSettledRefusal(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: unknown } } | null | undefined)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
