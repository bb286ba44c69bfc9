/**
 * iCal feeds shaped like the ones Airbnb, VRBO (HomeAway) and Booking.com
 * serve: their headers, property order, line endings and quirks.
 */

export interface FixtureStay {
  uid: string;
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd, exclusive */
  end: string;
  summary?: string;
}

const compact = (isoDate: string) => isoDate.replace(/-/g, '');

/** Airbnb: CRLF, DATE values, DTEND before DTSTART, a folded DESCRIPTION on reservations. */
export function airbnbFeed(stays: FixtureStay[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  for (const stay of stays) {
    const summary = stay.summary ?? 'Reserved';
    lines.push('BEGIN:VEVENT', `DTEND;VALUE=DATE:${compact(stay.end)}`, `DTSTART;VALUE=DATE:${compact(stay.start)}`, `UID:${stay.uid}`);
    if (summary === 'Reserved') {
      lines.push(
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de',
        ' tails/HMQ4XK2P8Z\\nPhone Number (Last 4 Digits): 4821',
      );
    }
    lines.push(`SUMMARY:${summary}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

/**
 * VRBO/HomeAway: LF line endings, DTSTAMP, guest names in 'Reserved - Name'.
 * `times` writes DATE-TIME values instead of DATEs: check-in 16:00 and
 * check-out 10:00 in Honolulu, either with TZID or converted to UTC.
 */
export function vrboFeed(stays: FixtureStay[], times: 'date' | 'honolulu' | 'utc' = 'date'): string {
  const value = (isoDate: string, hour: number) => {
    if (times === 'date') return `;VALUE=DATE:${compact(isoDate)}`;
    if (times === 'honolulu') return `;TZID=Pacific/Honolulu:${compact(isoDate)}T${String(hour).padStart(2, '0')}0000`;
    // Honolulu is UTC-10 all year (no daylight saving).
    const utc = new Date(`${isoDate}T00:00:00Z`).getTime() + (hour + 10) * 3_600_000;
    return `:${new Date(utc).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
  };
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//HomeAway.com\\, Inc.//EN', 'VERSION:2.0', 'METHOD:PUBLISH', 'CALSCALE:GREGORIAN'];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stay.uid}`,
      'DTSTAMP:20261120T083012Z',
      `DTSTART${value(stay.start, 16)}`,
      `DTEND${value(stay.end, 10)}`,
      `SUMMARY:${stay.summary ?? 'Blocked'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\n') + '\n';
}

/** Booking.com: CRLF, DATE start and no DTEND: every event is one closed night. */
export function bookingComFeed(nights: { uid: string; night: string }[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//h2ical//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const { uid, night } of nights) {
    lines.push('BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261120T090000Z', `DTSTART;VALUE=DATE:${compact(night)}`, 'SUMMARY:CLOSED - Not available', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
