import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { RECORDED_PAYMENT_METHOD_LABELS, type recordPaymentInputSchema, type voidPaymentInputSchema } from '../../../shared/booking/recorded-payment.schemas';
import { ledgerEntryOf, recordProblem, voidProblem, type BookingMoney, type LedgerProblem } from '../../../shared/booking/recorded-payment.rules';
import { AppError } from '../../../shared/lib/app-error';
import { formatDay } from '../../../shared/lib/date-format';
import type { ServerConfig } from '../../trpc/context';
import { adminActor, lockedBooking, toAdminBooking, type AdminActor } from './booking-admin.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { recordBookingEvent } from './booking-event.service';
import { notifyRecordedPayment } from './booking-notifications';
import { shownStatus } from './booking-status';
import { RecordedPaymentEntity } from './recorded-payment.entity';
import { recordedPaymentRows } from './recorded-payment.store';

function moneyOf(row: BookingRow, now: Date): BookingMoney {
  return { status: shownStatus(row, now), totalCents: row.totalCents, paidCents: row.paidCents, refundedCents: row.refundedCents };
}

function refuse(problem: LedgerProblem): never {
  if (problem.field) throw new AppError('BAD_REQUEST', problem.message, { [problem.field]: [problem.message] });
  throw new AppError('CONFLICT', problem.message);
}

/**
 * Money the owner received or gave back by hand, on the date it happened: one ledger row, the booking's
 * paid or refunded total, a timeline line and (if asked) a receipt to the guest, in one transaction with
 * the booking locked, so two owners recording at once cannot take it past what is due.
 */
export async function recordPayment(
  em: EntityManager,
  config: ServerConfig,
  input: z.output<typeof recordPaymentInputSchema>,
  user: AdminActor,
  now = new Date(),
): Promise<AdminBooking> {
  return em.transactional(async (tx) => {
    const row = await lockedBooking(tx, input.reference);
    const entries = (await recordedPaymentRows(tx, row.id)).map(ledgerEntryOf);
    const problem = recordProblem(moneyOf(row, now), entries, input);
    if (problem) refuse(problem);
    const column = input.kind === 'payment' ? 'paid_cents' : 'refunded_cents';
    await tx.execute(`update booking set ${column} = ${column} + ?, updated_at = ? where id = ?`, [input.amountCents, now, row.id], 'run');
    await tx.insert(RecordedPaymentEntity, {
      bookingId: row.id,
      kind: input.kind,
      method: input.method,
      amountCents: input.amountCents,
      receivedOn: input.receivedOn,
      note: input.note,
      recordedByUserId: user.id,
      recordedByName: user.name,
      recordedAt: now,
    });
    const how = RECORDED_PAYMENT_METHOD_LABELS[input.method];
    await recordBookingEvent(
      tx,
      {
        bookingId: row.id,
        kind: input.kind === 'payment' ? 'payment_recorded' : 'refund_recorded',
        actor: adminActor(user),
        amountCents: input.amountCents,
        detail: `${how}, ${input.kind === 'payment' ? 'received' : 'given back'} ${formatDay(input.receivedOn)}${input.note ? ` · ${input.note}` : ''}`,
      },
      now,
    );
    const fresh = await tx.findOneOrFail(BookingEntity, { id: row.id }, { refresh: true });
    if (input.sendReceipt) await notifyRecordedPayment(tx, config, fresh, { kind: input.kind, method: input.method, amountCents: input.amountCents, receivedOn: input.receivedOn }, now);
    await tx.flush();
    return toAdminBooking(tx, fresh, now);
  });
}

/** An entry recorded by mistake stops counting: it stays in the list, marked void with who and why, and the booking's totals drop it. */
export async function voidPayment(em: EntityManager, input: z.output<typeof voidPaymentInputSchema>, user: AdminActor, now = new Date()): Promise<AdminBooking> {
  return em.transactional(async (tx) => {
    const row = await lockedBooking(tx, input.reference);
    const rows = await recordedPaymentRows(tx, row.id);
    const target = rows.find((entry) => entry.id === input.paymentId);
    if (!target) throw new AppError('NOT_FOUND', 'This booking has no such payment or refund.');
    const problem = voidProblem(moneyOf(row, now), rows.map(ledgerEntryOf), ledgerEntryOf(target));
    if (problem) throw new AppError('CONFLICT', problem);
    const column = target.kind === 'payment' ? 'paid_cents' : 'refunded_cents';
    await tx.execute(`update booking set ${column} = ${column} - ?, updated_at = ? where id = ?`, [target.amountCents, now, row.id], 'run');
    await tx.execute('update recorded_payment set voided_at = ?, voided_by_name = ?, void_reason = ? where id = ?', [now, user.name, input.reason, target.id], 'run');
    const what = target.kind === 'payment' ? 'Payment' : 'Refund';
    await recordBookingEvent(
      tx,
      { bookingId: row.id, kind: 'payment_voided', actor: adminActor(user), amountCents: target.amountCents, reason: input.reason, detail: `${what} of ${formatDay(target.receivedOn)}, ${RECORDED_PAYMENT_METHOD_LABELS[target.method]}` },
      now,
    );
    const fresh = await tx.findOneOrFail(BookingEntity, { id: row.id }, { refresh: true });
    return toAdminBooking(tx, fresh, now);
  });
}
