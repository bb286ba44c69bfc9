import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedPayment } from '../../../shared/booking/recorded-payment.schemas';
import { RecordedPaymentEntity, type RecordedPaymentRow } from './recorded-payment.entity';

export async function recordedPaymentRows(em: EntityManager, bookingId: string): Promise<RecordedPaymentRow[]> {
  return em.find(RecordedPaymentEntity, { bookingId }, { orderBy: { id: 'asc' }, refresh: true });
}

export function toRecordedPayment(row: RecordedPaymentRow): RecordedPayment {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amountCents: row.amountCents,
    receivedOn: row.receivedOn,
    note: row.note,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedByName ?? null,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    voidedBy: row.voidedByName ?? null,
    voidReason: row.voidReason ?? null,
  };
}

/** A booking's payments and refunds recorded by hand, oldest first, void ones included. */
export async function listRecordedPayments(em: EntityManager, bookingId: string): Promise<RecordedPayment[]> {
  return (await recordedPaymentRows(em, bookingId)).map(toRecordedPayment);
}
