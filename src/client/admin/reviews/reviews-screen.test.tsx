import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReview, ReviewList } from '../../../shared/reviews/review-admin.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import ReviewsScreen from './reviews-screen';

const keiko: AdminReview = {
  id: 7,
  guest_name: 'Keiko T.',
  location: 'Seattle, WA',
  rating: 5,
  review_date: '2024-03-21',
  stay_start_date: '2024-03-09',
  stay_end_date: '2024-03-13',
  trip_type: 'Couple',
  review_text: 'Sunrise over the bay every morning.',
  would_recommend: true,
  is_featured: false,
  verified_guest: true,
  reviewer_avatar_url: null,
  source: 'airbnb',
  host_response: null,
  is_published: false,
  imported: true,
};
const LIST: ReviewList = { items: [keiko], total: 1, pageSize: 50, featuredCount: 8 };

async function type(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard(`{Control>}a{/Control}${text}`);
}

describe('Reviews', () => {
  it('says how many of the nine carousel places are taken, and publishes a review from its row by keyboard', async () => {
    const api = renderWithTrpc(<ReviewsScreen />, {
      'admin.reviews.settings': () => ({ publish_verified_at_once: false }),
      'admin.reviews.list': () => LIST,
      'admin.reviews.setPublished': ({ id }) => ({ ...keiko, id, is_published: true }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/at most 9 featured reviews: 8 of 9 featured now\./)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Reviews (1)' });
    const row = within(grid).getByRole('rowheader', { name: 'Keiko T.' }).closest('tr')!;
    expect(within(row).getByText('Airbnb')).toBeTruthy();
    expect(within(row).getByText('Not published · Verified · Imported')).toBeTruthy();
    row.focus();
    await user.keyboard('{ArrowRight}'.repeat(7));
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Edit the review by Keiko T.' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Publish the review by Keiko T.' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.reviews.setPublished')).toEqual([{ id: 7, published: true }]));
  });

  it('adds a review with a host response by keyboard, refusing a stay that ends before it starts', async () => {
    const api = renderWithTrpc(<ReviewsScreen />, {
      'admin.reviews.settings': () => ({ publish_verified_at_once: false }),
      'admin.reviews.list': () => LIST,
      'admin.reviews.create': () => keiko,
    });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Add review' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add a review' });
    await user.keyboard('Noelani K.');
    await type(user, within(dialog).getByLabelText(/^Review date/), '2026-11-20');
    await type(user, within(dialog).getByLabelText(/^Stay start/), '2026-11-10');
    await type(user, within(dialog).getByLabelText(/^Stay end/), '2026-11-09');
    await type(user, within(dialog).getByRole('textbox', { name: /^Review\b(?! date)(?!er)/ }), 'Kayaks at sunrise.');
    await type(user, within(dialog).getByRole('textbox', { name: /^Host response/ }), 'Mahalo, come back soon!');
    within(dialog).getByRole('checkbox', { name: 'Published' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Save review' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('The stay ends after it starts')).toBeTruthy();
    expect(api.inputsOf('admin.reviews.create')).toEqual([]);

    await type(user, within(dialog).getByLabelText(/^Stay end/), '2026-11-15');
    within(dialog).getByRole('button', { name: 'Save review' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.inputsOf('admin.reviews.create')).toEqual([
        expect.objectContaining({ guest_name: 'Noelani K.', rating: 5, source: 'direct', review_date: '2026-11-20', stay_start_date: '2026-11-10', stay_end_date: '2026-11-15', review_text: 'Kayaks at sunrise.', host_response: 'Mahalo, come back soon!', is_published: true, is_featured: false, location: null }),
      ]),
    );
  });

  it('shows staff no Delete: deleting a review is the owner’s', async () => {
    renderWithTrpc(<ReviewsScreen />, {
      'admin.reviews.settings': () => ({ publish_verified_at_once: false }), 'admin.reviews.list': () => LIST }, { role: 'staff' });
    const grid = await screen.findByRole('grid', { name: 'Reviews (1)' });
    expect(within(grid).getByRole('button', { name: 'Respond to the review by Keiko T.' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('imports a CSV after a preview that lists the rows it will skip and why', async () => {
    const api = renderWithTrpc(<ReviewsScreen />, {
      'admin.reviews.settings': () => ({ publish_verified_at_once: false }),
      'admin.reviews.list': () => LIST,
      'admin.reviews.importCsv': () => ({ added: 1, skipped: [{ line: 3, reason: 'Rating: Give the rating from 1 to 5' }] }),
    });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Import CSV' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Import reviews from a CSV file' });
    const csv = 'Reviewer,Rating,Date,Review,Source\nAna P.,5,3/14/2025,"Perfect week, truly.",VRBO\nBen Q.,9,2025-03-20,Too many stars,\n';
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File([csv], 'reviews.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('1 review is ready to import; 1 row will be skipped.')).toBeTruthy();
    const skipped = within(dialog).getByRole('region', { name: 'Rows that will be skipped' });
    expect(within(skipped).getByText('Row 3: Rating: Give the rating from 1 to 5')).toBeTruthy();
    within(dialog).getByRole('button', { name: 'Import 1 review' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Imported 1 review; 1 row was skipped.')).toBeTruthy();
    expect(api.inputsOf('admin.reviews.importCsv')).toEqual([
      {
        default_source: 'airbnb',
        publish: false,
        rows: [
          { line: 2, values: { guest_name: 'Ana P.', rating: '5', review_date: '3/14/2025', review_text: 'Perfect week, truly.', source: 'VRBO' } },
          { line: 3, values: { guest_name: 'Ben Q.', rating: '9', review_date: '2025-03-20', review_text: 'Too many stars', source: '' } },
        ],
      },
    ]);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' }));
  });

  it('lets the owner publish verified guests’ reviews at once by keyboard; staff do not see the setting', async () => {
    const api = renderWithTrpc(<ReviewsScreen />, {
      'admin.reviews.settings': () => ({ publish_verified_at_once: false }),
      'admin.reviews.saveSettings': (input) => input,
      'admin.reviews.list': () => LIST,
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('checkbox', { name: /Publish verified guests’ reviews at once/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.inputsOf('admin.reviews.saveSettings')).toEqual([{ publish_verified_at_once: true }]));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Publish verified guests’ reviews at once/ }).checked).toBe(true));
    api.unmount();

    const staff = renderWithTrpc(<ReviewsScreen />, { 'admin.reviews.list': () => LIST }, { role: 'staff' });
    expect(await screen.findByRole('grid', { name: 'Reviews (1)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Publish verified/ })).toBeNull();
    expect(staff.calls.some((call) => call.path === 'admin.reviews.settings')).toBe(false);
  });
});
