import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_SUMMARY_FALLBACK } from '../../../shared/reviews/reviews.rules';
import { FIXTURE_REVIEWS, FIXTURE_SUMMARY } from './reviews-test-kit';
import { ReviewsView } from './reviews-view';

function section() {
  return screen.getByRole('region', { name: 'Guest Reviews' });
}

describe('ReviewsView states (spec §2, §4)', () => {
  it('shows four skeleton cards while loading', () => {
    render(<ReviewsView isLoading reviews={[]} summary={REVIEW_SUMMARY_FALLBACK} />);
    expect(section().id).toBe('reviews');
    const loading = screen.getByRole('status', { name: 'Loading reviews' });
    expect(loading.children).toHaveLength(4);
    expect(screen.queryByText('No reviews yet')).toBeNull();
    expect(screen.queryByRole('button', { name: /See All Reviews/ })).toBeNull();
  });

  it('invites the first review when there are none', () => {
    render(<ReviewsView isLoading={false} reviews={[]} summary={REVIEW_SUMMARY_FALLBACK} />);
    within(section()).getByText('No reviews yet');
    within(section()).getByText('Be the first to share your experience!');
    expect(screen.queryByRole('status', { name: 'Loading reviews' })).toBeNull();
    expect(screen.queryByRole('button', { name: /See All Reviews/ })).toBeNull();
  });

  it('shows the average, count, badge and the 5-to-1 bars when populated', () => {
    render(<ReviewsView isLoading={false} reviews={FIXTURE_REVIEWS} summary={FIXTURE_SUMMARY} />);
    const region = section();
    within(region).getByRole('heading', { level: 2, name: 'Guest Reviews' });
    within(region).getByText('4.3');
    within(region).getByText('14 reviews');
    within(region).getByText('Superhost');

    const meters = within(region).getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuetext'))).toEqual(['57%', '21%', '14%', '7%', '0%']);
    expect(within(region).getByRole('meter', { name: '5 stars' }).getAttribute('aria-valuetext')).toBe('57%');
    expect(within(region).getByRole('meter', { name: '1 star' }).getAttribute('aria-valuenow')).toBe('0');
    within(region).getByText('57%');
  });

  it('lists the six things guests love', () => {
    render(<ReviewsView isLoading={false} reviews={FIXTURE_REVIEWS} summary={FIXTURE_SUMMARY} />);
    screen.getByRole('heading', { name: 'What guests love about this place' });
    const list = screen.getByRole('heading', { name: 'What guests love about this place' }).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows only featured reviews in the carousel, in display order, with every detail of a card', () => {
    render(<ReviewsView isLoading={false} reviews={FIXTURE_REVIEWS} summary={FIXTURE_SUMMARY} />);
    const carousel = screen.getByRole('region', { name: 'Featured Reviews' });
    // The repeated loop copy is hidden from assistive tech, so each featured review appears once.
    const cards = within(carousel).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Review by Keiko T.', 'Review by Marcus L.', 'Review by Priya S.', 'Review by Dana W.']);

    const keiko = within(carousel).getByRole('article', { name: 'Review by Keiko T.' });
    within(keiko).getByText('Keiko T.');
    within(keiko).getByText('Seattle, WA');
    within(keiko).getByText('March 2024');
    within(keiko).getByText('4 nights · Couple');
    within(keiko).getByRole('img', { name: '5 out of 5 stars' });
    within(keiko).getByText('We woke up every morning to the bay turning pink.');
    within(keiko).getByText('Verified');

    // Trust score 25: no badge.
    const dana = within(carousel).getByRole('article', { name: 'Review by Dana W.' });
    within(dana).getByRole('img', { name: '3 out of 5 stars' });
    within(dana).getByText('2 nights · Solo');
    expect(within(dana).queryByText('Verified')).toBeNull();
  });

  it('opens every review from the See All button', async () => {
    const user = userEvent.setup();
    render(<ReviewsView isLoading={false} reviews={FIXTURE_REVIEWS} summary={FIXTURE_SUMMARY} />);
    await user.click(screen.getByRole('button', { name: 'See All Reviews (14)' }));
    const dialog = screen.getByRole('dialog', { name: 'All Reviews' });
    within(dialog).getByText('Page 1 of 3');
    expect(within(dialog).getByRole('searchbox', { name: 'Search reviews' })).toBe(document.activeElement);
  });
});
