/**
 * Mutations that run without the call-wide transaction (see unitOfWork in
 * init.ts) and commit their work step by step, each step a conditional
 * update or its own short transaction. Three reasons put a procedure here:
 * - it talks to the outside world (the payment provider, a calendar feed):
 *   a transaction held open across a network call holds row locks and a
 *   pooled connection for as long as the other side takes;
 * - it must keep a record of a refused attempt (a failed sign-in, a wrong
 *   coupon), which a rolled-back transaction would erase;
 * - a public call that drops the public pages once its change is committed (a guest's verified review
 *   published at once): dropped before the commit, a page rendered in between would keep the old state.
 * They still get their own EntityManager fork, so batched calls stay apart.
 */
const OWN_TRANSACTIONS = new Set([
  'auth.login',
  'auth.register',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.verifySignInCode',
  'booking.hold',
  'booking.startCheckout',
  'booking.confirmPayment',
  'booking.payDemo',
  'booking.cancel',
  'reviews.submit',
  'admin.bookings.cancel',
  'admin.bookings.refund',
  'admin.calendar.syncNow',
]);

export function managesOwnTransactions(procedure: string): boolean {
  return OWN_TRANSACTIONS.has(procedure);
}
