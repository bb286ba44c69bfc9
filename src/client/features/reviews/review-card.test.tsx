import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';
import { fixtureReview } from './reviews-test-kit';

describe('ReviewCard', () => {
  it('shows the host’s response under the review, and where the review was written', () => {
    render(<ReviewCard review={fixtureReview({ id: 1, guest_name: 'Ana P.', source: 'booking', review_date: '2025-03-14', host_response: 'Mahalo, Ana!' })} />);
    const card = screen.getByRole('article', { name: 'Review by Ana P.' });
    expect(within(card).getByText('Response from the host')).toBeTruthy();
    expect(within(card).getByText('Mahalo, Ana!')).toBeTruthy();
    expect(within(card).getByText('· on Booking.com')).toBeTruthy();
  });

  it('keeps hostile text as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    render(<ReviewCard review={fixtureReview({ id: 2, review_text: hostile, host_response: hostile })} />);
    expect(screen.getAllByText(hostile)).toHaveLength(2);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says nothing of a response or a source for a direct review without one', () => {
    render(<ReviewCard review={fixtureReview({ id: 3, guest_name: 'Sam R.' })} />);
    const card = screen.getByRole('article', { name: 'Review by Sam R.' });
    expect(within(card).queryByText('Response from the host')).toBeNull();
    expect(within(card).queryByText(/· on /)).toBeNull();
  });
});
