import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_LINK_MESSAGES } from '../../../shared/reviews/guest-review.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { ReviewLinkPage } from './review-link-page';

const ACCESS = { reference: 'KB-ABC123', token: 'signed' };
const OPEN = { status: 'open', check_in: '2026-03-09', check_out: '2026-03-13', guest_first_name: 'Keoni' } as const;

describe('the review form a stay’s link opens', () => {
  it('is filled and sent by keyboard alone, and thanks the guest', async () => {
    const api = renderWithTrpc(<ReviewLinkPage access={ACCESS} />, {
      'reviews.linkState': () => OPEN,
      'reviews.submit': () => ({ published: false }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review your stay' });
    expect(within(form).getByText(/^Your stay: .*Mar.*9.*13.*2026/)).toBeTruthy();
    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: /Your name as shown/ });
    expect(name.value).toBe('Keoni');

    // Tab reaches the rating group; the arrow keys move and choose.
    within(form).getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /Your review/ }));
    await user.keyboard('Kayaks at dawn, <b>bold</b> sunsets.');
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: 'Couple' }));
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.keyboard(' ');
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.keyboard('{End} P.');
    await user.tab();
    await user.keyboard('Portland, OR');
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Send review' }));
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Mahalo for your review! The host reads every review before it appears on the site.')).toBeTruthy();
    expect(api.inputsOf('reviews.submit')).toEqual([
      { ...ACCESS, rating: 5, review_text: 'Kayaks at dawn, <b>bold</b> sunsets.', trip_type: 'Family', would_recommend: true, guest_name: 'Keoni P.', location: 'Portland, OR' },
    ]);
  });

  it('names every missing answer at its field and sends nothing; the server’s field messages show the same way', async () => {
    const api = renderWithTrpc(<ReviewLinkPage access={ACCESS} />, {
      'reviews.linkState': () => OPEN,
      'reviews.submit': () => {
        throw trpcError(400, 'Please check the form', { location: ['Keep the location to 120 characters'] });
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review your stay' });
    within(form).getByRole('button', { name: 'Send review' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(within(form).getByText('Tell other guests about your stay')).toBeTruthy();
    expect(within(form).getByText('Choose who you travelled with')).toBeTruthy();
    expect(within(form).getByText('Say whether you would recommend the house')).toBeTruthy();
    expect(within(form).getByRole('radiogroup', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.inputsOf('reviews.submit')).toEqual([]);

    within(form).getByRole('radio', { name: '4 stars' }).focus();
    await user.keyboard(' ');
    within(form).getByRole('textbox', { name: /Your review/ }).focus();
    await user.keyboard('Lovely.');
    within(form).getByRole('radio', { name: 'Solo' }).focus();
    await user.keyboard(' ');
    within(form).getByRole('radio', { name: 'No' }).focus();
    await user.keyboard(' ');
    within(form).getByRole('button', { name: 'Send review' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('Keep the location to 120 characters')).toBeTruthy();
    expect(within(form).queryByText('Choose a rating from 1 to 5 stars')).toBeNull();
  });

  it('says why a link cannot be used instead of showing the form', async () => {
    for (const [state, message] of [
      [{ status: 'reviewed' }, REVIEW_LINK_MESSAGES.reviewed],
      [{ status: 'cancelled' }, REVIEW_LINK_MESSAGES.cancelled],
      [{ status: 'invalid' }, REVIEW_LINK_MESSAGES.invalid],
      [{ status: 'not_over', check_out: '2026-12-20' }, `${REVIEW_LINK_MESSAGES.not_over} Check-out: Sun, Dec 20, 2026.`],
    ] as const) {
      const view = renderWithTrpc(<ReviewLinkPage access={ACCESS} />, { 'reviews.linkState': () => state });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      view.unmount();
    }
    const noLink = renderWithTrpc(<ReviewLinkPage access={{ reference: '', token: '' }} />, {});
    expect(screen.getByText(REVIEW_LINK_MESSAGES.invalid)).toBeTruthy();
    expect(noLink.calls).toEqual([]);
  });

  it('shows the refusal of a link used meanwhile, keeping what the guest wrote', async () => {
    renderWithTrpc(<ReviewLinkPage access={ACCESS} />, {
      'reviews.linkState': () => OPEN,
      'reviews.submit': () => {
        throw trpcError(409, REVIEW_LINK_MESSAGES.reviewed);
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review your stay' });
    within(form).getByRole('radio', { name: '3 stars' }).focus();
    await user.keyboard(' ');
    within(form).getByRole('textbox', { name: /Your review/ }).focus();
    await user.keyboard('Good.');
    within(form).getByRole('radio', { name: 'Friends' }).focus();
    await user.keyboard(' ');
    within(form).getByRole('radio', { name: 'Yes' }).focus();
    await user.keyboard(' ');
    within(form).getByRole('button', { name: 'Send review' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText(REVIEW_LINK_MESSAGES.reviewed)).toBeTruthy());
    expect(within(form).getByRole<HTMLTextAreaElement>('textbox', { name: /Your review/ }).value).toBe('Good.');
  });
});
