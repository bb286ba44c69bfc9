import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers, propertyFixture, renderBooking } from '../booking/booking-test-kit';
import { ACCESS, draftFixture, seedDetails, seedDraft, serverError, sessionFixture, VALID_DETAILS } from './checkout-test-kit';
import { GuestDetailsStep } from './guest-details-step';

beforeEach(() => sessionStorage.clear());

const submit = () => screen.getByRole('button', { name: /^(Continue to payment|Processing\.\.\.)$/ });
const summary = () => screen.getByRole('group', { name: 'Please correct the following errors:' });

async function fillValidDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), VALID_DETAILS.name);
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), VALID_DETAILS.email);
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), VALID_DETAILS.phone);
  await user.click(screen.getByRole('button', { name: /Estimated arrival/ }));
  await user.click(await screen.findByRole('option', { name: '16:00' }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the house rules and the cancellation policy' }));
}

describe('GuestDetailsStep: without a draft', () => {
  it('says there is no booking in progress and leads back to choosing dates, with no form', () => {
    renderBooking(<GuestDetailsStep />, { path: '/booking/details' });
    screen.getByText('No booking in progress.');
    expect(screen.getByRole('link', { name: 'Choose your dates' }).getAttribute('href')).toBe('/booking');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });
});

describe('GuestDetailsStep: validation (the server schema, in the browser)', () => {
  it('lists every problem in form order, puts each on its field, focuses the first, and its links move focus', async () => {
    seedDraft();
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<GuestDetailsStep />, { path: '/booking/details' });
    screen.getByRole('region', { name: 'Your stay' });

    await user.click(submit());
    const links = within(summary()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Full name is required',
      'Email is required',
      'Enter a phone number we can reach you on',
      'Choose an estimated arrival time',
      'Please agree to the house rules and cancellation policy',
    ]);
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Please fix the errors in the form before submitting.');

    await user.click(within(summary()).getByRole('link', { name: 'Choose an estimated arrival time' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Estimated arrival/ }));
    await user.click(within(summary()).getByRole('link', { name: 'Please agree to the house rules and cancellation policy' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I agree to the house rules and the cancellation policy' }));

    // Fixing a field takes its message away.
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-address');
    expect(within(summary()).queryByRole('link', { name: 'Email is required' })).toBeNull();
    await user.click(submit());
    within(summary()).getByRole('link', { name: 'Enter a valid email address' });
    expect(calls.some((call) => call.path === 'booking.startCheckout')).toBe(false);
  });

  it('links the house rules and the cancellation policy, and offers pets only where the house allows them', async () => {
    seedDraft();
    const { calls, queryClient } = renderBooking(<GuestDetailsStep />, { path: '/booking/details' });
    expect(screen.getByRole('link', { name: 'house rules' }).getAttribute('href')).toBe('/policies#house-rules');
    expect(screen.getByRole('link', { name: 'cancellation policy' }).getAttribute('href')).toBe('/policies#cancellation');
    expect(propertyFixture().pets_allowed).toBe(false);
    await waitFor(() => expect(calls.some((call) => call.path === 'property.public')).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: /Pets/ })).toBeNull();
  });

  it('shows a pets choice of 0 to 5 when pets are allowed', async () => {
    seedDraft();
    const user = userEvent.setup({ delay: null });
    renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({ 'property.public': () => propertyFixture({ pets_allowed: true }) }),
    });
    await user.click(await screen.findByRole('button', { name: /Pets/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'No pets',
      '1 pet',
      '2 pets',
      '3 pets',
      '4 pets',
      '5 pets',
    ]);
  });
});

describe('GuestDetailsStep: pets from the widget', () => {
  it('starts with the pets chosen in the widget, and sends them', async () => {
    seedDraft(draftFixture({ pets: 2 }));
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({
        'property.public': () => propertyFixture({ pets_allowed: true }),
        'booking.startCheckout': () => sessionFixture(),
      }),
    });
    expect((await screen.findByRole('button', { name: /Pets/ })).textContent).toContain('2 pets');
    await fillValidDetails(user);
    await user.click(submit());
    await waitFor(() => expect(calls.find((call) => call.path === 'booking.startCheckout')?.input).toMatchObject({ pets: 2 }));
  });
});

describe('GuestDetailsStep: continue to payment', () => {
  it('sends the stay and the details (never a price), keeps the session and goes to checkout', async () => {
    seedDraft();
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const { calls, location } = renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({
        'booking.startCheckout': () => new Promise((resolve) => (release = () => resolve(sessionFixture()))),
      }),
    });
    await fillValidDetails(user);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code (optional)' }), 'aloha10');
    await user.click(submit());

    await waitFor(() => expect(submit().textContent).toBe('Processing...'));
    expect(submit().hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/checkout'));

    const input = calls.find((call) => call.path === 'booking.startCheckout')?.input;
    expect(input).toEqual({
      start: '2026-06-12',
      end: '2026-06-15',
      guests: 3,
      pets: 0,
      coupon: 'aloha10',
      guest: { ...VALID_DETAILS_FOR_SERVER },
    });
    expect(JSON.stringify(input)).not.toContain(draftFixture().total);
    expect(JSON.parse(sessionStorage.getItem('checkoutSession') ?? 'null')).toMatchObject({ reference: ACCESS.reference });
  });

  it('keeps what was typed, so Back from checkout finds the form filled in', async () => {
    seedDraft();
    const user = userEvent.setup({ delay: null });
    const first = renderBooking(<GuestDetailsStep />, { path: '/booking/details' });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Malia Kealoha');
    first.unmount();

    renderBooking(<GuestDetailsStep />, { path: '/booking/details' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' }).value).toBe('Malia Kealoha');
  });

  it('back from checkout with nothing changed, goes on to pay the hold it already has instead of asking again', async () => {
    seedDraft();
    seedDetails({});
    const user = userEvent.setup({ delay: null });
    const { calls, location } = renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({ 'booking.startCheckout': () => sessionFixture({ expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() }) }),
    });
    await user.click(submit());
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/checkout'));
    location.navigate('/booking/details');

    await user.click(submit());
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/checkout'));
    expect(calls.filter((call) => call.path === 'booking.startCheckout')).toHaveLength(1);
  });

  it('after Back and a change, asks for a new hold and names its earlier one to release', async () => {
    seedDraft();
    seedDetails({});
    sessionStorage.setItem('checkoutSession', JSON.stringify(sessionFixture({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() })));
    sessionStorage.setItem('checkoutRequest', JSON.stringify({ earlier: 'request' }));
    const user = userEvent.setup({ delay: null });
    const { calls, location } = renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({ 'booking.startCheckout': () => sessionFixture({ reference: 'KB-NEW234' }) }),
    });
    await user.click(submit());
    await waitFor(() => expect(location.history.at(-1)).toBe('/booking/checkout'));
    const sent = calls.filter((call) => call.path === 'booking.startCheckout');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({ replaces: ACCESS });
    expect(JSON.parse(sessionStorage.getItem('checkoutSession') ?? 'null')).toMatchObject({ reference: 'KB-NEW234' });
  });

  it('on 409 says the dates were just taken and offers to choose other dates, staying on the page', async () => {
    seedDraft();
    seedDetails({});
    const user = userEvent.setup({ delay: null });
    const { location } = renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({
        'booking.startCheckout': () => Promise.reject(serverError(409, 'Those dates were just taken. Please choose different dates.')),
      }),
    });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Those dates were just taken. Please choose different dates.');
    expect(within(alert).getByRole('link', { name: 'Choose other dates' }).getAttribute('href')).toBe('/booking#booking-form');
    expect(location.history.at(-1)).toBe('/booking/details');
    expect(submit().textContent).toBe('Continue to payment');
  });

  it("puts the server's per-field messages on the fields they are about", async () => {
    seedDraft();
    seedDetails({ coupon: 'NOPE' });
    const user = userEvent.setup({ delay: null });
    renderBooking(<GuestDetailsStep />, {
      path: '/booking/details',
      handlers: defaultHandlers({
        'booking.startCheckout': () =>
          Promise.reject(serverError(400, 'coupon: This coupon code is not valid', { coupon: ['This coupon code is not valid'] })),
      }),
    });
    await user.click(submit());
    await within(await screen.findByRole('group', { name: 'Please correct the following errors:' })).findByRole('link', {
      name: 'This coupon code is not valid',
    });
    const coupon = screen.getByRole('textbox', { name: 'Coupon code (optional)' });
    expect(coupon.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(coupon);
  });
});

/** What the server receives for VALID_DETAILS: as typed; the server trims and checks again. */
const VALID_DETAILS_FOR_SERVER = {
  name: VALID_DETAILS.name,
  email: VALID_DETAILS.email,
  phone: VALID_DETAILS.phone,
  arrivalTime: VALID_DETAILS.arrivalTime,
  message: '',
  agreeToPolicies: true,
};
