import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * Nights the house cannot be booked: owner blackouts now; imported calendars
 * and bookings join them. Dates are the property's local dates, end exclusive.
 */
export const CalendarBlockEntity = defineEntity({
  name: 'CalendarBlock',
  tableName: 'calendar_block',
  properties: {
    id: p.integer().primary().autoincrement(),
    startDate: p.date(),
    endDate: p.date(),
    source: p.string().length(40),
    note: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'calendar_block_range', expression: 'end_date > start_date' }],
  // Declared here too so generated migrations know it and never drop it: the overlap reads of availability.service.ts use it.
  indexes: [
    {
      name: 'calendar_block_nights_index',
      expression: `create index "calendar_block_nights_index" on "calendar_block" using gist (daterange("start_date", "end_date", '[)'))`,
    },
  ],
});
