import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { signedInOwnerWithSession } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { failureOf } from '../../../test/trpc-failure';
import { createCaller } from '../../app-router';
import { createBooking } from '../../composition/factories';
import { createInnerContext, memorySession } from '../../trpc/context';

const { db, http } = useTestServer();
let ownerSession: string;
const day = (offset: number) => addDaysIso(todayAtProperty(), -400 + offset);

const ownerCaller = async () => createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
const anonymousCaller = async () => createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));

beforeAll(async () => {
  ({ session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));
  const em = db.orm.em.fork();
  const guest = { guestName: 'Malia Kahale', guestEmail: 'malia@example.com', guestPhone: '+1 808 555 0101' };
  createBooking(em, { status: 'confirmed', checkIn: day(0), checkOut: day(4), ...guest, guestPhone: null });
  // The same guest later, under another case of the address and with a new phone: one guest, the latest details.
  createBooking(em, { status: 'cancelled', checkIn: day(100), checkOut: day(103), ...guest, guestEmail: 'Malia@Example.com', guestName: 'Malia K. Kahale' });
  createBooking(em, { status: 'confirmed', checkIn: day(200), checkOut: day(205), guestName: 'Kai 100%_Real', guestEmail: 'kai@example.com', guestPhone: null });
  // An abandoned checkout is not a guest who booked.
  createBooking(em, { status: 'expired', checkIn: day(300), checkOut: day(302), guestName: 'Malia Nobody', guestEmail: 'nobody@example.com', guestPhone: null });
  await em.flush();
});

describe('admin.bookings.returningGuests', () => {
  it('finds a guest by part of the name or the e-mail, any case, once per address with their latest details', async () => {
    const caller = await ownerCaller();
    const byName = await caller.admin.bookings.returningGuests({ query: 'malia' });
    expect(byName).toEqual([{ name: 'Malia K. Kahale', email: 'Malia@Example.com', phone: '+1 808 555 0101', bookings: 2, lastCheckIn: day(100) }]);
    expect(await caller.admin.bookings.returningGuests({ query: 'KAHALE' })).toEqual(byName);
    expect(await caller.admin.bookings.returningGuests({ query: 'malia@exa' })).toEqual(byName);
    expect((await caller.admin.bookings.returningGuests({ query: 'example.com' })).map((guest) => guest.email)).toEqual(['kai@example.com', 'Malia@Example.com']);
  });

  it('takes % and _ as letters, and finds nobody for a stranger or a guest who never booked', async () => {
    const caller = await ownerCaller();
    expect((await caller.admin.bookings.returningGuests({ query: '100%_' })).map((guest) => guest.name)).toEqual(['Kai 100%_Real']);
    expect(await caller.admin.bookings.returningGuests({ query: '%%' })).toEqual([]);
    expect(await caller.admin.bookings.returningGuests({ query: 'nobody' })).toEqual([]);
  });

  it('asks for 2 letters, and answers only the owner', async () => {
    const short = await failureOf((await ownerCaller()).admin.bookings.returningGuests({ query: ' m ' }));
    expect(short.code).toBe('BAD_REQUEST');
    expect(short.fieldErrors?.query).toEqual(['Type at least 2 letters of a name or an e-mail address']);
    expect((await failureOf((await anonymousCaller()).admin.bookings.returningGuests({ query: 'malia' }))).code).toBe('UNAUTHORIZED');
  });
});
