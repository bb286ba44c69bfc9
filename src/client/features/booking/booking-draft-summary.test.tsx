import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingDraftSummary } from './booking-draft-summary';
import { renderBooking, seedDraft } from './booking-test-kit';

beforeEach(() => sessionStorage.clear());

describe('BookingDraftSummary (the guest details step until its form exists)', () => {
  it('shows the dates, nights, guests and total Reserve left behind', () => {
    seedDraft();
    renderBooking(<BookingDraftSummary />);
    const summary = screen.getByRole('region', { name: 'Your stay' });
    const pairs = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Dates: Jun 12, 2026 - Jun 15, 2026', 'Nights: 3 nights', 'Guests: 3', 'Total: $1,992.68']);
  });

  it('sends the guest back to choose dates when there is no draft, or a broken one', () => {
    sessionStorage.setItem('pendingBooking', JSON.stringify({ checkIn: '2026-06-12' }));
    renderBooking(<BookingDraftSummary />);
    screen.getByText('No booking in progress.');
    expect(screen.getByRole('link', { name: 'Choose your dates' }).getAttribute('href')).toBe('/booking');
  });
});
