import { z } from 'zod';
import { daysBetweenIso } from '../lib/dates';
import { isoDateSchema } from '../lib/iso-date.schema';

/** The longest range one report covers: three years of months. */
export const REPORT_MAX_DAYS = 3 * 366;

/** A report's dates: from and to are both included (Honolulu calendar dates). */
export const reportInputSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((value) => value.from <= value.to, { message: 'The end date must be on or after the start date', path: ['to'] })
  .refine((value) => value.from > value.to || daysBetweenIso(value.from, value.to) < REPORT_MAX_DAYS, {
    message: 'Choose a range of three years or less',
    path: ['to'],
  });
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Where a stay came from; imported channels only ever count nights, never money. */
export const reportSourcesSchema = z.object({
  directBookings: z.number().int(),
  directNights: z.number().int(),
  manualBookings: z.number().int(),
  manualNights: z.number().int(),
  airbnbNights: z.number().int(),
  vrboNights: z.number().int(),
  bookingComNights: z.number().int(),
  otherImportedNights: z.number().int(),
});

/** One line of the report (a month, or the whole range); money in integer cents. */
export const reportLineSchema = z.object({
  /** The first and last dates of this line inside the range (a partial month at either end). */
  from: z.string(),
  to: z.string(),
  nightsInRange: z.number().int(),
  nightsAvailable: z.number().int(),
  nightsBooked: z.number().int(),
  nightsImported: z.number().int(),
  nightsOwnerBlocked: z.number().int(),
  /** Occupied (booked + imported) nights over available nights, in percent with one decimal; null with no night available. */
  occupancyPercent: z.number().nullable(),
  adrCents: z.number().int().nullable(),
  revparCents: z.number().int().nullable(),
  grossRentCents: z.number().int(),
  feesCents: z.number().int(),
  discountsCents: z.number().int(),
  refundsCents: z.number().int(),
  netRevenueCents: z.number().int(),
  taxesCents: z.number().int(),
  /** Bookings arriving in this line's dates (confirmed, site and manual). */
  bookings: z.number().int(),
  averageStayNights: z.number().nullable(),
  averageLeadDays: z.number().nullable(),
  sources: reportSourcesSchema,
});
export type ReportLine = z.infer<typeof reportLineSchema>;

export const reportMonthSchema = reportLineSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(reportMonthSchema),
  totals: reportLineSchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** What each figure means: shown on the screen and kept beside the numbers so both change together. */
export const REPORT_DEFINITIONS: readonly { term: string; text: string }[] = [
  { term: 'Dates', text: 'Every date is a calendar date in Honolulu. A night belongs to the date it starts on, so a stay crossing a month end is split between the months by its nights.' },
  { term: 'Nights available', text: 'Nights in the range minus the nights the owner blocked (blackouts). Nights booked on the site or imported from Airbnb, VRBO or Booking.com stay available: they were sold.' },
  { term: 'Nights booked', text: 'Nights of confirmed bookings made on this site or recorded by the owner. Holds, expired and cancelled bookings free their nights.' },
  { term: 'Imported nights', text: 'Nights blocked by an imported calendar (Airbnb, VRBO, Booking.com). They count as occupied, never as revenue: the money is with that channel. A night both booked here and imported counts once, as booked.' },
  { term: 'Owner-blocked nights', text: 'Nights the owner closed that are neither booked nor imported.' },
  { term: 'Occupancy', text: 'Occupied nights (booked here plus imported) divided by nights available, that is the nights in the range less the nights the owner blocked. Owner-blocked nights are left out on purpose: the house was not for rent on them, so closing it for a repair or a family visit does not lower occupancy.' },
  { term: 'ADR', text: 'Average daily rate: rent less discounts of confirmed bookings, divided by nights booked. Imported nights are left out, as their price is unknown.' },
  { term: 'RevPAR', text: 'Revenue per available night: rent less discounts of confirmed bookings, divided by nights available.' },
  { term: 'Gross rent, fees, discounts, taxes', text: 'From the price each guest was quoted, for confirmed bookings and for cancelled bookings that had been paid, split over the stay’s nights. Fees are everything above rent and taxes (cleaning, extra guest, pet, the owner’s price adjustments).' },
  { term: 'Refunds', text: 'Money given back (full or partial refunds, taxes included), counted against the stay’s nights like its rent. A cancelled stay therefore keeps in net revenue only what was not refunded.' },
  { term: 'Net revenue', text: 'Gross rent plus fees, less discounts and refunds. Taxes collected are shown apart: they belong to the State and the county.' },
  { term: 'Average stay and lead time', text: 'Over confirmed bookings arriving in the month: nights per stay, and days from the Honolulu date the booking was made to the arrival date.' },
  { term: 'Sources', text: 'Direct: booked on this site. Manual: recorded by the owner. Airbnb, VRBO, Booking.com: nights of imported calendars (by the feed’s name or address).' },
];

export type ReportColumnKind = 'count' | 'percent' | 'cents' | 'average';

/** The report's columns in order, for the screen's table and the CSV alike. */
export const REPORT_COLUMNS: readonly { key: string; label: string; kind: ReportColumnKind; value: (line: ReportLine) => number | null }[] = [
  { key: 'nightsAvailable', label: 'Nights available', kind: 'count', value: (line) => line.nightsAvailable },
  { key: 'nightsBooked', label: 'Nights booked', kind: 'count', value: (line) => line.nightsBooked },
  { key: 'nightsImported', label: 'Imported nights', kind: 'count', value: (line) => line.nightsImported },
  { key: 'nightsOwnerBlocked', label: 'Owner-blocked nights', kind: 'count', value: (line) => line.nightsOwnerBlocked },
  { key: 'occupancyPercent', label: 'Occupancy %', kind: 'percent', value: (line) => line.occupancyPercent },
  { key: 'adrCents', label: 'ADR', kind: 'cents', value: (line) => line.adrCents },
  { key: 'revparCents', label: 'RevPAR', kind: 'cents', value: (line) => line.revparCents },
  { key: 'grossRentCents', label: 'Gross rent', kind: 'cents', value: (line) => line.grossRentCents },
  { key: 'feesCents', label: 'Fees', kind: 'cents', value: (line) => line.feesCents },
  { key: 'discountsCents', label: 'Discounts', kind: 'cents', value: (line) => line.discountsCents },
  { key: 'refundsCents', label: 'Refunds', kind: 'cents', value: (line) => line.refundsCents },
  { key: 'netRevenueCents', label: 'Net revenue', kind: 'cents', value: (line) => line.netRevenueCents },
  { key: 'taxesCents', label: 'Taxes collected', kind: 'cents', value: (line) => line.taxesCents },
  { key: 'bookings', label: 'Bookings', kind: 'count', value: (line) => line.bookings },
  { key: 'averageStayNights', label: 'Average stay (nights)', kind: 'average', value: (line) => line.averageStayNights },
  { key: 'averageLeadDays', label: 'Average lead time (days)', kind: 'average', value: (line) => line.averageLeadDays },
  { key: 'directBookings', label: 'Direct bookings', kind: 'count', value: (line) => line.sources.directBookings },
  { key: 'directNights', label: 'Direct nights', kind: 'count', value: (line) => line.sources.directNights },
  { key: 'manualBookings', label: 'Manual bookings', kind: 'count', value: (line) => line.sources.manualBookings },
  { key: 'manualNights', label: 'Manual nights', kind: 'count', value: (line) => line.sources.manualNights },
  { key: 'airbnbNights', label: 'Airbnb nights', kind: 'count', value: (line) => line.sources.airbnbNights },
  { key: 'vrboNights', label: 'VRBO nights', kind: 'count', value: (line) => line.sources.vrboNights },
  { key: 'bookingComNights', label: 'Booking.com nights', kind: 'count', value: (line) => line.sources.bookingComNights },
  { key: 'otherImportedNights', label: 'Other imported nights', kind: 'count', value: (line) => line.sources.otherImportedNights },
];

export const reportCsvSchema = z.object({ filename: z.string(), csv: z.string() });

/** 'On the books': what is booked as of a Honolulu date (the client sends today). */
export const onTheBooksInputSchema = z.object({ asOf: isoDateSchema });
export type OnTheBooksInput = z.infer<typeof onTheBooksInputSchema>;

/** Nights and revenue (the stays' price without taxes, in integer cents) on the books at one point. */
export const bookedFiguresSchema = z.object({ nights: z.number().int(), revenueCents: z.number().int() });
export type BookedFigures = z.infer<typeof bookedFiguresSchema>;

/** One coming month: on the books now, and the same month a year earlier as it stood a year ago. */
export const onTheBooksMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  lastYearMonth: z.string().regex(/^\d{4}-\d{2}$/),
  now: bookedFiguresSchema,
  lastYear: bookedFiguresSchema,
});
export type OnTheBooksMonth = z.infer<typeof onTheBooksMonthSchema>;

export const onTheBooksSchema = z.object({
  asOf: z.string(),
  /** The same point a year earlier (Feb 29 becomes Feb 28). */
  lastYearAsOf: z.string(),
  months: z.array(onTheBooksMonthSchema),
  totals: z.object({ now: bookedFiguresSchema, lastYear: bookedFiguresSchema }),
});
export type OnTheBooks = z.infer<typeof onTheBooksSchema>;

/** How the 'On the books' view counts, shown under its table. */
export const ON_THE_BOOKS_DEFINITION =
  'Nights and revenue of stays booked on this site or recorded by the owner that were confirmed on or before the date shown and not cancelled by the end of that day, ' +
  'for this month and the eleven after it, beside the same months a year earlier as they stood on the same date a year ago. ' +
  'Revenue is each stay’s price without taxes (rent and fees less discounts), split over its nights like the month report; refunds are left out. ' +
  'Imported calendars are left out: their booking dates are unknown. A stay is counted with the dates and price it has today.';
