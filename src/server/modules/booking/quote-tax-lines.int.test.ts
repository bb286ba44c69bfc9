import { describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { mergeTaxLines } from '../../../shared/quote/price-lines';
import { useTestDatabase } from '../../../test/use-test-server';
import { testConfig } from '../../../test/test-config';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { BookingEntity } from './booking.entity';
import { newReference } from './booking.logic';
import { tokenFor } from './booking-link';

const db = useTestDatabase();
const config = testConfig();
const MIGRATION = 'Migration20261124162600_quote_tax_lines';

/** A breakdown as quotes were stored before tax lines carried `kind`: taxes were known by their label. */
const OLD_BREAKDOWN = [
  { label: '$500.00 x 4 nights', amount: '2000.00' },
  { label: 'Cleaning fee', amount: '300.00' },
  { label: 'Hawaii TAT (10.25%)', amount: '235.75' },
  { label: 'Hawaii GET (4.712%)', amount: '108.38' },
  { label: 'Oahu County Tax (3%)', amount: '69.00' },
];

async function insertOldBooking(checkIn: string) {
  const em = db.orm.em.fork();
  const checkOut = addDaysIso(checkIn, 4);
  const row = em.create(BookingEntity, {
    reference: newReference(),
    status: 'hold',
    checkIn,
    checkOut,
    guests: 2,
    pets: 0,
    currency: 'USD',
    totalCents: 271_313,
    quote: {
      start: checkIn,
      end: checkOut,
      guests: 2,
      nights: 4,
      currency: 'USD',
      nightlyRate: '500.00',
      base_price: '2000.00',
      cleaningFee: '300.00',
      serviceFee: '0.00',
      taxes: '413.13',
      discount: '0.00',
      total: '2713.13',
      breakdown: OLD_BREAKDOWN,
    },
    pricing: null,
    guestName: 'Keiko Tanaka',
    guestEmail: 'keiko@example.com',
    holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  return row;
}

async function view(reference: string) {
  const caller = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config }));
  return caller.booking.view({ reference, token: tokenFor(config, reference) });
}

describe('bookings quoted before tax lines were marked', () => {
  it("get 'kind: tax' on their TAT, GET and County Tax lines, so the guest's page shows one 'Taxes' line", async () => {
    const migrator = db.orm.getMigrator();
    await migrator.down(MIGRATION);
    const booking = await insertOldBooking(addDaysIso(todayAtProperty(), 200));
    const unquoted = await insertOldBooking(addDaysIso(todayAtProperty(), 220));
    await db.orm.em.fork().nativeUpdate(BookingEntity, { id: unquoted.id }, { quote: null });
    await migrator.up();

    const { breakdown } = await view(booking.reference);
    expect(breakdown).toEqual([
      { label: '$500.00 x 4 nights', amount: '2000.00' },
      { label: 'Cleaning fee', amount: '300.00' },
      { label: 'Hawaii TAT (10.25%)', amount: '235.75', kind: 'tax' },
      { label: 'Hawaii GET (4.712%)', amount: '108.38', kind: 'tax' },
      { label: 'Oahu County Tax (3%)', amount: '69.00', kind: 'tax' },
    ]);
    expect(mergeTaxLines(breakdown)).toEqual([
      { label: '$500.00 x 4 nights', amount: '2000.00' },
      { label: 'Cleaning fee', amount: '300.00' },
      { label: 'Taxes', amount: '413.13' },
    ]);
    // A booking with no stored quote is left as it was.
    expect((await db.orm.em.fork().findOneOrFail(BookingEntity, { id: unquoted.id })).quote).toBeNull();
  });
});
