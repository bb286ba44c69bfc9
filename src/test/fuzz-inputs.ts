import { addDaysIso, todayAtProperty } from '../shared/lib/dates';
import { SITE_SETTINGS_SAMPLE } from './site-settings-sample';

/** The probe's kinds of bad input (F12): control characters, sizes, unicode, injections, odd numbers, odd types, odd dates. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'Ana\u0000Bell',
  'bell\u0007 escape\u001b[31m del\u007f nel\u0085',
  'x'.repeat(20_000),
  '\ud800 lone surrogate',
  '\u202egnp.exe \u200b\ufeff',
  '𝕳𝖆𝖜𝖆𝖎𝖎 🌺 ハワイ',
  "'; select pg_sleep(10);--",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '',
  '   ',
  ' 2 ',
  'true',
  '１２',
  'NaN',
  'Infinity',
  '-Infinity',
  1e308,
  -1,
  -1e15,
  2.5,
  0,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  [1, 2],
  { a: { b: { c: { d: 1 } } } },
  { $ne: '' },
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '+010000-01-01',
  '1899-12-31',
];

/** Keys that must never reach an object's prototype or confuse a parser. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Long strings in a URL would be Node's own bare 431 (a header limit, not ours), so URLs get a shorter one. */
export function forUrl(value: unknown): unknown {
  return typeof value === 'string' && value.length > 4000 ? value.slice(0, 4000) : value;
}

export interface SampleContext {
  reference: string;
  token: string;
  unique: () => string;
}

/** A valid input for each procedure: each fuzz case swaps one of its fields for a hostile value. */
export function sampleInputs(context: SampleContext): Record<string, () => unknown> {
  const start = addDaysIso(todayAtProperty(), 30);
  const stay = { start, end: addDaysIso(start, 3), guests: 2 };
  const far = addDaysIso(todayAtProperty(), 200);
  const access = { reference: context.reference, token: context.token };
  const guest = {
    name: 'Ana Bell',
    email: 'ana@example.com',
    phone: '+1 808 555 0100',
    arrivalTime: '16:00',
    message: 'We arrive late.\nThank you!',
    agreeToPolicies: true,
  };
  const coupon = { code: 'SPRING10', kind: 'percent', value: 10_000, validFrom: start, validTo: far, maxUses: 5, active: true };
  return {
    'quote.get': () => ({ ...stay, pets: 0, coupon: 'SPRING10' }),
    'availability.merged': () => ({ start, end: addDaysIso(start, 60) }),
    'auth.login': () => ({ email: `fuzz-${context.unique()}@example.com`, password: 'not the password' }),
    'auth.register': () => ({ name: 'Ana Bell', email: `fuzz-${context.unique()}@example.com`, password: 'correct horse battery', invitationCode: 'not-a-code' }),
    'contact.send': () => ({ name: 'Ana Bell', email: 'ana@example.com', phone: '+1 808 555 0100', message: 'Is the kayak free in May?\nMahalo', website: '', formToken: 'not-a-token' }),
    'booking.hold': () => ({ ...stay, coupon: 'SPRING10' }),
    'booking.startCheckout': () => ({ ...stay, start: addDaysIso(start, 10), end: addDaysIso(start, 12), coupon: 'SPRING10', guest }),
    'booking.confirmPayment': () => access,
    'booking.payDemo': () => ({ reference: 'KB-ZZZZZZ', token: context.token }),
    'booking.view': () => access,
    'booking.cancel': () => ({ reference: 'KB-ZZZZZZ', token: context.token }),
    // A booking page's token never opens the review form: both answer 'invalid' (a 404 for the submit).
    'reviews.linkState': () => access,
    'reviews.submit': () => ({ ...access, rating: 5, review_text: 'Kayaks at dawn.\nMahalo!', trip_type: 'Family', would_recommend: true, guest_name: 'Ana B.', location: 'Seattle, WA' }),
    'admin.team.createInvitation': () => ({ email: 'staff@example.com', role: 'staff' }),
    'admin.team.revokeInvitation': () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    // A public address literal: nothing to resolve, and the feed is never fetched (no id below exists).
    'admin.calendar.addFeed': () => ({ name: 'Airbnb', url: 'http://93.184.215.14/calendar.ics' }),
    'admin.calendar.removeFeed': () => ({ id: 999_999 }),
    'admin.contact.outboxMessage': () => ({ id: 999_999 }),
    'admin.calendar.syncNow': () => ({ id: 999_999 }),
    'admin.calendar.month': () => ({ start, end: addDaysIso(start, 31) }),
    'admin.calendar.blockNights': () => ({ start: far, end: addDaysIso(far, 2), note: 'Painting\nthe lanai' }),
    'admin.calendar.unblockNights': () => ({ start: far, end: addDaysIso(far, 2) }),
    'admin.calendar.setNightPrice': () => ({ start: far, end: addDaysIso(far, 2), nightlyCents: 60_000 }),
    'admin.calendar.setMinStay': () => ({ start: far, end: addDaysIso(far, 2), minNights: 3 }),
    'admin.bookings.list': () => ({ filter: 'upcoming', page: 1, pageSize: 25 }),
    'admin.bookings.get': () => ({ reference: context.reference }),
    'admin.bookings.search': () => ({ query: 'Dec 20' }),
    'admin.bookings.cancel': () => ({ reference: 'KB-ZZZZZZ', refund: 'none' }),
    'admin.bookings.exportCsv': () => ({ filter: 'all', search: 'Ana', status: 'confirmed', stayFrom: start, stayTo: far }),
    'admin.bookings.resendConfirmation': () => ({ reference: 'KB-ZZZZZZ' }),
    'admin.bookings.refund': () => ({ reference: 'KB-ZZZZZZ', amountCents: 1_000, reason: 'Hot tub out of order\u2014sorry' }),
    'admin.bookings.createManual': () => ({
      start: addDaysIso(far, 10),
      end: addDaysIso(far, 13),
      guests: 2,
      guest: { name: 'Kai Phone', email: 'kai@example.com', phone: '+1 808 555 0101' },
      overrideTotalCents: 150_000,
      overrideReason: 'Returning guest',
      paymentMethod: 'cash',
      amountPaidCents: 50_000,
    }),
    'admin.bookings.blackouts.add': () => ({ start: far, end: addDaysIso(far, 2), note: 'Painting\nthe lanai' }),
    'admin.bookings.blackouts.remove': () => ({ id: 999_999 }),
    'admin.taxReport.get': () => ({ year: 2026, period: 'quarterly', basis: 'cash' }),
    'admin.taxReport.csv': () => ({ year: 2026, period: 'monthly', basis: 'accrual' }),
    'admin.reports.summary': () => ({ from: '2026-01-01', to: '2026-12-31' }),
    'admin.reports.summaryCsv': () => ({ from: '2026-01-15', to: '2026-03-31' }),
    'admin.pricing.updateSettings': () => ({
      weekendNightlyCents: 55_000,
      seasons: [{ name: 'Summer', startDate: addDaysIso(far, 10), endDate: addDaysIso(far, 60), nightlyCents: 60_000, weekendNightlyCents: 65_000, minNights: 3 }],
      overrides: [{ date: addDaysIso(far, 80), nightlyCents: 70_000 }],
      lengthOfStayDiscounts: [{ minNights: 7, milliPercent: 10_000, label: 'Weekly' }],
      extraGuestFee: { includedGuests: 6, perGuestPerNightCents: 2_500 },
      petFeeCents: null,
      taxes: [
        { label: 'State TAT', milliPercent: 11_000 },
        { label: 'County TAT', milliPercent: 3_000 },
        { label: 'GET', milliPercent: 4_712 },
      ],
      bookingHorizonMonths: 18,
      maxStayNights: 60,
    }),
    'admin.pricing.updateRates': () => ({ baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1 }),
    'admin.pricing.createCoupon': () => ({ ...coupon, code: `FUZZ${context.unique()}` }),
    'admin.pricing.updateCoupon': () => ({ ...coupon, id: 999_999 }),
    'admin.pricing.deleteCoupon': () => ({ id: 999_999 }),
    'admin.site.update': () => SITE_SETTINGS_SAMPLE,
    'admin.photos.update': () => ({ id: 999_999, alt: 'Lanai at sunset', isFeatured: false, published: false }),
    'admin.photos.reorder': () => ({ ids: [999_999] }),
    'admin.photos.remove': () => ({ id: 999_999 }),
    'admin.texts.savePolicy': () => ({
      slug: 'house-rules',
      title: 'House Rules',
      document: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quiet hours' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'From 10 PM.', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.com' } }] }] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'No parties' }] }] }] },
        ],
      },
    }),
    'admin.texts.saveSeo': () => ({ page: 'stay', title: 'The Beach House', description: 'Photos, amenities and the location.' }),
    'admin.texts.saveFooter': () => ({ footer_blurb: 'An oceanfront beach house on Kaneohe Bay.' }),
    'chat.start': () => ({ name: 'Ana Bell', email: 'ana@example.com', message: 'Is the kayak free in May?', website: '', clientId: `fuzz-${context.unique()}` }),
    'chat.send': () => ({ body: 'And the paddles?', clientId: `fuzz-${context.unique()}` }),
    'chat.history': () => ({ after: '1' }),
    'chat.resume': () => ({ token: 'not-a-chat-link' }),
    'chat.openFromBooking': () => ({ reference: 'KB-FUZZ01', token: 'not-a-booking-token' }),
    'chat.startFromBooking': () => ({ reference: 'KB-FUZZ01', token: 'not-a-booking-token', message: 'Where do we park?', clientId: `fuzz-${context.unique()}` }),
    'admin.chat.endLinks': () => ({ conversationId: '00000000-0000-4000-8000-000000000000' }),
    'admin.chat.list': () => ({ filter: 'all', search: 'ana', page: 1 }),
    'admin.chat.get': () => ({ conversationId: '00000000-0000-4000-8000-000000000000' }),
    'admin.chat.reply': () => ({ conversationId: '00000000-0000-4000-8000-000000000000', body: 'Yes', clientId: `fuzz-${context.unique()}` }),
  };
}

/** Every leaf (and every nested object or array) of an input, as a path of keys. */
export function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, item]) => {
    const path = [...prefix, key];
    return item && typeof item === 'object' ? [path, ...fieldPaths(item, path)] : [path];
  });
}

/** A copy of `input` with the field at `path` replaced. */
export function withField(input: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}
