import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AllReviewsDialog } from './all-reviews-dialog';
import { FIXTURE_REVIEWS } from './reviews-test-kit';

function open() {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  render(<AllReviewsDialog reviews={FIXTURE_REVIEWS} isOpen onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'All Reviews' });
  const names = () => within(dialog).queryAllByRole('article').map((card) => card.getAttribute('aria-label')?.replace('Review by ', ''));
  const status = () => within(dialog).getByText(/^Page \d+ of \d+$/).textContent;
  const press = (name: string) => user.click(within(dialog).getByRole('button', { name }));
  const choose = async (select: RegExp, option: string) => {
    await user.click(within(dialog).getByRole('button', { name: select }));
    await user.click(screen.getByRole('option', { name: option }));
  };
  return { user, dialog, names, status, press, choose, onOpenChange };
}

describe('All reviews dialog (spec §2, §5, §9)', () => {
  it('shows six reviews a page, newest first, with Previous and Next', async () => {
    const { dialog, names, status, press } = open();
    expect(within(dialog).getByRole('searchbox', { name: 'Search reviews' }).getAttribute('placeholder')).toBe('Search reviews...');
    expect(status()).toBe('Page 1 of 3');
    expect(names()).toEqual(['Zoe G.', 'Eli F.', 'Ava D.', 'Ben A.', 'Mia C.', 'Leo P.']);
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await press('Next');
    expect(status()).toBe('Page 2 of 3');
    expect(names()).toEqual(['Hana M.', 'Sam R.', 'Noah K.', 'Olivia B.', 'Priya S.', 'Marcus L.']);
    await press('Next');
    expect(status()).toBe('Page 3 of 3');
    expect(names()).toEqual(['Keiko T.', 'Dana W.']);
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    // The disabled Next cannot keep focus, so it moved to Previous.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Previous' }));
    await press('Previous');
    expect(status()).toBe('Page 2 of 3');
  });

  it('searches guest name, text and location without regard to case, and goes back to page 1', async () => {
    const { user, dialog, names, status, press } = open();
    await press('Next');
    expect(status()).toBe('Page 2 of 3');

    const search = within(dialog).getByRole('searchbox', { name: 'Search reviews' });
    await user.type(search, 'SNORKEL');
    expect(names()).toEqual(['Priya S.']);
    expect(status()).toBe('Page 1 of 1');
    expect(within(dialog).getByRole('status').textContent).toBe('1 review found');

    await user.clear(search);
    await user.type(search, 'anchorage');
    expect(names()).toEqual(['Dana W.']);
    await user.clear(search);
    await user.type(search, 'keiko');
    expect(names()).toEqual(['Keiko T.']);

    await user.clear(search);
    await user.type(search, 'volcano');
    expect(names()).toEqual([]);
    within(dialog).getByText('No reviews match your search.');
    expect(status()).toBe('Page 1 of 1');
  });

  it('sorts oldest, highest and lowest, each time from page 1', async () => {
    const { names, status, press, choose } = open();
    await press('Next');
    await choose(/Sort by/, 'Oldest first');
    expect(status()).toBe('Page 1 of 3');
    expect(names().slice(0, 3)).toEqual(['Dana W.', 'Keiko T.', 'Marcus L.']);

    await press('Next');
    await choose(/Sort by/, 'Lowest rated');
    expect(status()).toBe('Page 1 of 3');
    expect(names().slice(0, 3)).toEqual(['Sam R.', 'Ben A.', 'Dana W.']);

    await choose(/Sort by/, 'Highest rated');
    expect(names().slice(0, 2)).toEqual(['Zoe G.', 'Eli F.']);
  });

  it('filters to exactly one star level and back to all, from page 1', async () => {
    const { dialog, names, status, press, choose } = open();
    await press('Next');
    await choose(/Filter by rating/, '3 stars');
    expect(status()).toBe('Page 1 of 1');
    expect(names()).toEqual(['Ben A.', 'Dana W.']);
    expect(within(dialog).getAllByRole('img', { name: '3 out of 5 stars' })).toHaveLength(2);

    await choose(/Filter by rating/, '1 star');
    expect(names()).toEqual([]);

    await choose(/Filter by rating/, '5 stars');
    expect(status()).toBe('Page 1 of 2');
    await press('Next');
    expect(status()).toBe('Page 2 of 2');
    await choose(/Filter by rating/, 'All ratings');
    expect(status()).toBe('Page 1 of 3');
  });

  it('closes with its close button', async () => {
    const { press, onOpenChange } = open();
    await press('Close');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
