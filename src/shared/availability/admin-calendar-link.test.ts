import { describe, expect, it } from 'vitest';
import { adminCalendarDateOf, adminCalendarHref } from './admin-calendar-link';

describe('the admin calendar’s date link', () => {
  it('builds /admin/calendar?date=… and reads the night back', () => {
    const href = adminCalendarHref('2026-12-20');
    expect(href).toBe('/admin/calendar?date=2026-12-20');
    expect(adminCalendarDateOf(new URL(href, 'https://kaneohe.example').searchParams)).toBe('2026-12-20');
    expect(adminCalendarDateOf('date=%202027-01-05%20&x=1')).toBe('2027-01-05');
  });

  it.each(['', '?date=', '?date=2026-02-30', '?date=20261220', '?date=1999-12-31', '?date=2100-01-01', '?night=2026-12-20', '?date=<script>'])('reads no night from %j', (search) => {
    expect(adminCalendarDateOf(search)).toBeNull();
  });
});
