import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { featuredForCarousel } from '../../../shared/reviews/reviews.rules';
import { ReviewDetailsDialog } from './review-details-dialog';
import { FIXTURE_REVIEWS } from './reviews-test-kit';

const FEATURED = featuredForCarousel(FIXTURE_REVIEWS);

function Harness({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return <ReviewDetailsDialog reviews={FEATURED} index={index} onIndexChange={setIndex} />;
}

describe('Review Details dialog (spec §2, §4)', () => {
  it('walks the featured reviews with Previous and Next and wraps at both ends', async () => {
    const user = userEvent.setup();
    render(<Harness start={0} />);
    const dialog = screen.getByRole('dialog', { name: 'Review Details' });
    const shown = () => within(dialog).getByRole('article').getAttribute('aria-label');
    within(dialog).getByText('1 of 4');
    expect(shown()).toBe('Review by Keiko T.');
    // The whole text, not the carousel's clamped excerpt.
    within(dialog).getByText('We woke up every morning to the bay turning pink.');

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    within(dialog).getByText('4 of 4');
    expect(shown()).toBe('Review by Dana W.');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    within(dialog).getByText('1 of 4');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    within(dialog).getByText('2 of 4');
    expect(shown()).toBe('Review by Marcus L.');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness start={2} />);
    screen.getByText('3 of 4');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Review Details' })).toBeNull();
  });
});
