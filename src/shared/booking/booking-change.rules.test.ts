import { describe, expect, it } from 'vitest';
import { balanceAfter, changedTotal, changeLines, changeReasonRequired, describeChange, guestEmailRequired, stayChanged, type ChangeableBooking } from './booking-change.rules';
import { bookingChangeInputSchema } from './booking-change.schemas';

const before: ChangeableBooking = {
  checkIn: '2027-03-01',
  checkOut: '2027-03-05',
  guests: 2,
  pets: 0,
  totalCents: 150_000,
  guestName: 'Noa Kealoha',
  guestEmail: 'noa@example.com',
  guestPhone: '+1 808 555 0142',
  guestMessage: null,
};

describe('changeLines', () => {
  it('says nothing when nothing differs', () => {
    expect(changeLines(before, { ...before })).toEqual([]);
  });

  it('names each changed part with its before and after, dates as a stay', () => {
    const lines = changeLines(before, { ...before, checkIn: '2027-03-03', checkOut: '2027-03-07', guests: 3, totalCents: 160_000, guestMessage: 'Late arrival' });
    expect(lines).toEqual([
      { part: 'dates', label: 'Dates', before: 'Mon, Mar 1 – Fri, Mar 5, 2027', after: 'Wed, Mar 3 – Sun, Mar 7, 2027' },
      { part: 'guests', label: 'Guests', before: '2', after: '3' },
      { part: 'total', label: 'Total', before: '$1,500.00', after: '$1,600.00' },
      { part: 'note', label: 'Note', before: '(none)', after: 'Late arrival' },
    ]);
    expect(describeChange(lines.slice(0, 2))).toBe('Dates: Mon, Mar 1 – Fri, Mar 5, 2027 → Wed, Mar 3 – Sun, Mar 7, 2027; Guests: 2 → 3');
  });

  it('treats an empty note like none', () => {
    expect(changeLines({ ...before, guestMessage: '' }, { ...before, guestMessage: null })).toEqual([]);
  });
});

describe('guestEmailRequired', () => {
  it.each([
    ['dates', { checkIn: '2027-03-02' }, true],
    ['guests', { guests: 4 }, true],
    ['pets', { pets: 1 }, true],
    ['total', { totalCents: 1 }, true],
    ['the name', { guestName: 'Noa K.' }, false],
    ['the e-mail', { guestEmail: 'noa@elsewhere.com' }, false],
    ['the phone', { guestPhone: '808 555 0000' }, false],
  ] as const)('a change of %s: %s', (_what, change, required) => {
    expect(guestEmailRequired(changeLines(before, { ...before, ...change }))).toBe(required);
  });
});

describe('price of a changed stay', () => {
  it('prices again only when dates, guests or pets change', () => {
    expect(stayChanged(before, { ...before })).toBe(false);
    expect(stayChanged(before, { ...before, pets: 1 })).toBe(true);
    expect(changedTotal('quote', false, 150_000, 170_000)).toBe(150_000);
    expect(changedTotal('quote', true, 150_000, 170_000)).toBe(170_000);
    expect(changedTotal('keep', true, 150_000, 170_000)).toBe(150_000);
  });

  it('asks for a reason when the old total and the new quote differ, whichever is taken', () => {
    expect(changeReasonRequired(true, 150_000, 170_000)).toBe(true);
    expect(changeReasonRequired(true, 150_000, 150_000)).toBe(false);
    expect(changeReasonRequired(false, 150_000, 170_000)).toBe(false);
  });
});

describe('balanceAfter', () => {
  it.each([
    ['a higher total leaves more due', { totalCents: 170_000, paidCents: 150_000, refundedCents: 0 }, { dueCents: 20_000, refundOwedCents: 0 }],
    ['a lower total than paid owes the rest back', { totalCents: 130_000, paidCents: 150_000, refundedCents: 0 }, { dueCents: 0, refundOwedCents: 20_000 }],
    ['what was already given back counts', { totalCents: 130_000, paidCents: 150_000, refundedCents: 5_000 }, { dueCents: 0, refundOwedCents: 15_000 }],
    ['once refunded, nothing is owed either way', { totalCents: 130_000, paidCents: 150_000, refundedCents: 20_000 }, { dueCents: 0, refundOwedCents: 0 }],
    ['part paid, lower total', { totalCents: 100_000, paidCents: 50_000, refundedCents: 0 }, { dueCents: 50_000, refundOwedCents: 0 }],
  ])('%s', (_what, money, balance) => {
    expect(balanceAfter(money)).toEqual(balance);
  });
});

describe('bookingChangeInputSchema', () => {
  const input = { reference: 'KB-NOA111', start: '2027-03-03', end: '2027-03-07', guests: 2, guest: { name: 'Noa Kealoha', email: 'noa@example.com' } };

  it('keeps the old price and sends nothing optional unless told', () => {
    expect(bookingChangeInputSchema.parse(input)).toMatchObject({ price: 'keep', reason: '', notifyGuest: false, allowShortStay: false, guest: { message: '' } });
    expect(bookingChangeInputSchema.parse(input).guest.phone).toBeUndefined();
  });

  it('refuses a guest nobody can reach, and dates in the wrong order, per field', () => {
    const result = bookingChangeInputSchema.safeParse({ ...input, end: '2027-03-02', guest: { name: 'Noa Kealoha', email: ' ', phone: '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['guest.email', 'end']));
  });
});
