import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GuestBooking } from '../../../shared/booking/checkout.schemas';
import type { Handler, Handlers } from '../../test/trpc-harness';
import { defaultHandlers, renderBooking } from '../booking/booking-test-kit';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import { ChatLauncher } from '../chat/public';
import { loadChatPanel } from '../chat/public-lazy';
import { BookingConfirmation } from './booking-confirmation';
import { ACCESS, guestBookingFixture, serverError } from './checkout-test-kit';

beforeEach(() => sessionStorage.clear());
// The chat panel is a chunk of its own: loaded here, so its slow transform on a busy machine is not the dialog's wait.
beforeAll(() => loadChatPanel());

const ADDRESS = '44-123 Kaneohe Bay Drive, Kaneohe, HI 96744';

function renderConfirmation(view: Handler<'booking.view'>, extra: Handlers = {}, redirected = false) {
  return renderBooking(<BookingConfirmation access={ACCESS} redirected={redirected} />, {
    path: '/booking/confirmation',
    handlers: defaultHandlers({ 'booking.view': view, ...extra }),
  });
}

function facts(regionName: string): string[] {
  return within(screen.getByRole('region', { name: regionName }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('BookingConfirmation: finding the booking', () => {
  it('shows a spinner while the booking loads', () => {
    renderConfirmation(() => new Promise(() => undefined));
    screen.getByRole('status', { name: 'Loading your booking' });
  });

  it('without a reference and token in the link, says so kindly and leads home, asking the server nothing', () => {
    const { calls } = renderBooking(<BookingConfirmation access={null} />, { path: '/booking/confirmation' });
    screen.getByText('We could not find that booking.');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(calls.some((call) => call.path === 'booking.view')).toBe(false);
  });

  it('treats an unknown booking or a wrong token as not found', async () => {
    renderConfirmation(() => Promise.reject(serverError(404, 'We could not find that booking. Please use the link from your e-mail.')));
    await screen.findByText('We could not find that booking.');
  });

  it('when the server is busy, offers to try again instead of calling the link wrong', async () => {
    let views = 0;
    const user = userEvent.setup({ delay: null });
    renderConfirmation(() => {
      views += 1;
      return views === 1 ? Promise.reject(serverError(429, 'Too many requests. Please wait a moment and try again.')) : guestBookingFixture();
    });
    const problem = await screen.findByText('Unable to load your booking.');
    expect(problem.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('We could not find that booking.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Booking confirmed');
  });
});

describe('BookingConfirmation: states', () => {
  it('while the payment is being confirmed, says so without the address, and asks again until it is confirmed', async () => {
    let views = 0;
    renderConfirmation(() => {
      views += 1;
      return guestBookingFixture(views === 1 ? { status: 'hold', paid: '0.00', due: '1992.68', arrival: null, cancellation: null } : {});
    });
    const pending = await screen.findByText('We are confirming your payment…');
    expect(pending.closest('[role="status"]')).toBeTruthy();
    screen.getByText('KB-7Q4M2X');
    expect(screen.queryByText(ADDRESS)).toBeNull();

    await screen.findByText('Booking confirmed');
    screen.getByText(ADDRESS);
  });

  it('once confirmed: the reference, dates with times, guests, money, merged taxes, the address and the way in', async () => {
    renderConfirmation(() => guestBookingFixture({ pets: 1, paid: '1000.00', due: '992.68' }));
    await screen.findByText('Booking confirmed');
    screen.getByText('KB-7Q4M2X');
    expect(facts('Your stay')).toEqual([
      'Check-in: Jun 12, 2026 from 3:00 PM',
      'Check-out: Jun 15, 2026 by 10:00 AM',
      'Nights: 3 nights',
      'Guests: 3',
      'Pets: 1',
      'Booked by: Keoni Akana',
    ]);
    expect(facts('Payment')).toEqual([
      'Total: $1,992.68',
      'Paid: $1,000.00',
      'Balance due: $992.68',
      '$500.00 x 3 nights: $1,500.00',
      'Weekly discount: -150.00',
      'Cleaning fee: $300.00',
      'Taxes: $342.68',
      'Total: $1,992.68',
    ]);
    expect(screen.getByText(ADDRESS).tagName).toBe('ADDRESS');
    screen.getByText('The lockbox code is 4512.');
    expect(screen.getByText(/A confirmation e-mail is on its way to/).textContent).toBe('A confirmation e-mail is on its way to keoni@example.com.');
  });

  it("opens the chat for this booking with the page's own proof (Message the host)", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(
      <>
        <BookingConfirmation access={ACCESS} />
        <ChatLauncher />
      </>,
      {
        path: '/booking/confirmation',
        handlers: defaultHandlers({
          'booking.view': () => guestBookingFixture(),
          'content.siteInfo': () => withSiteInfoFallbacks({ host: { name: 'Leilani Kahale', first_name: 'Leilani', photo_url: '', usually_answers: '' } }),
          'chat.openFromBooking': () => ({ view: null, guestName: 'Ruth Ellis' }),
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Message the host' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with Leilani' });
    await within(chat).findByText(`Writing as Ruth Ellis about booking ${ACCESS.reference}.`);
    expect(calls.filter((call) => call.path === 'chat.openFromBooking').map((call) => call.input)).toEqual([ACCESS]);
  });

  it('once cancelled: the refund, no address and no way to cancel again', async () => {
    renderConfirmation(() => guestBookingFixture({ status: 'cancelled', refunded: '1992.68', due: '0.00', arrival: null, cancellation: null }));
    await screen.findByText('Booking cancelled');
    screen.getByText('We have refunded $1,992.68 to your original payment method.');
    expect(facts('Payment')).toContain('Refunded: $1,992.68');
    expect(screen.queryByText(ADDRESS)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('a hold that ran out unpaid says nothing was charged and offers to choose dates', async () => {
    renderConfirmation(() => guestBookingFixture({ status: 'expired', paid: '0.00', arrival: null, cancellation: null }));
    await screen.findByText('This hold expired before it was paid.');
    expect(screen.getByRole('link', { name: 'Choose your dates' }).getAttribute('href')).toBe('/booking#booking-form');
  });

  it('back from a wallet or bank redirect, asks the server once to check the payment', async () => {
    const { calls } = renderConfirmation(
      () => guestBookingFixture({ status: 'hold', arrival: null, cancellation: null }),
      { 'booking.confirmPayment': () => guestBookingFixture() },
      true,
    );
    await screen.findByText('Booking confirmed');
    expect(calls.filter((call) => call.path === 'booking.confirmPayment').map((call) => call.input)).toEqual([ACCESS]);
  });
});

describe('BookingConfirmation: cancelling', () => {
  it('asks first with the refund and the rule; keeping the booking changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderConfirmation(() => guestBookingFixture());
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    within(dialog).getByText('You will be refunded $1,992.68.');
    within(dialog).getByText('Full refund up to 30 days before check-in.');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel booking' })));
    expect(calls.some((call) => call.path === 'booking.cancel')).toBe(false);
  });

  it('cancels on confirmation and shows the cancelled booking with its refund', async () => {
    const user = userEvent.setup({ delay: null });
    const cancelled: GuestBooking = guestBookingFixture({ status: 'cancelled', refunded: '1992.68', arrival: null, cancellation: null });
    const { calls } = renderConfirmation(() => guestBookingFixture(), { 'booking.cancel': () => cancelled });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }));

    await screen.findByText('Booking cancelled');
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('We have refunded $1,992.68 to your original payment method.');
    expect(screen.queryByText(ADDRESS)).toBeNull();
    expect(calls.find((call) => call.path === 'booking.cancel')?.input).toEqual(ACCESS);
  });

  it('says when nothing would be refunded, and shows a refusal inside the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderConfirmation(() => guestBookingFixture({ cancellation: { refund: '0.00', rule: 'No refund within 7 days of check-in.' } }), {
      'booking.cancel': () => Promise.reject(serverError(409, 'This booking can no longer be cancelled online.')),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog');
    within(dialog).getByText('No refund is due if you cancel now.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    const refusal = await within(dialog).findByText('This booking can no longer be cancelled online.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    screen.getByText('Booking confirmed');
  });
});
