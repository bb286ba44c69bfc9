import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_BOOKING_FORM, updateDates } from '../../../shared/stay/stay-form';
import { AVAILABILITY_FAILED, AVAILABILITY_OUTDATED, DateRangePicker, SELECTION_FAILED, type DateRangePickerProps } from './date-range-picker';
import { freezeClock, TODAY } from './booking-test-kit';
import type { AvailabilityState } from './use-availability';
import { WIDGET } from './widget-constants';

const ready = (blocked: string[] = []): AvailabilityState => ({ status: 'ready', blockedDates: new Set(blocked), retry: vi.fn() });

/** The picker with the booking form's own date rules behind it. */
function Harness({ initial = { checkIn: '', checkOut: '' }, ...overrides }: Partial<DateRangePickerProps> & { initial?: { checkIn: string; checkOut: string } }) {
  const [dates, setDates] = useState(initial);
  const [open, setOpen] = useState(false);
  return (
    <DateRangePicker
      id="dates"
      checkIn={dates.checkIn}
      checkOut={dates.checkOut}
      today={TODAY}
      minNights={1}
      checkoutTime="10:00"
      availability={ready()}
      isOpen={open}
      onOpenChange={setOpen}
      onVisibleMonthChange={() => undefined}
      onCheckIn={(checkIn) => setDates((prev) => ({ ...prev, checkIn }))}
      onRangeComplete={(checkIn, checkOut) => setDates(updateDates(EMPTY_BOOKING_FORM, checkIn, checkOut, '10:00'))}
      onClear={() => setDates({ checkIn: '', checkOut: '' })}
      {...overrides}
    />
  );
}

// While the popover is open React Aria hides the rest of the page from assistive tech.
const trigger = () => screen.getByRole('button', { name: /^Dates/, hidden: true });
const day = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}, 2026`) });
const dialog = () => screen.getByRole('dialog', { name: 'Choose your dates' });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  return dialog();
}

describe('DateRangePicker (spec §2, §4)', () => {
  it('prompts for check-in, then check-out, then shows the stay on its button', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(trigger().textContent).toContain('Add dates');

    const popover = await open(user);
    within(popover).getByText('Select check-in date');
    await user.click(day('June 12'));
    expect(trigger().textContent).toContain('Jun 12 - Add checkout');
    within(popover).getByText('Select check-out date');
    within(popover).getByText('Check-in: Jun 12, 2026');

    await user.click(day('June 15'));
    expect(trigger().textContent).toContain('Jun 12 - Jun 15, 2026');
    within(popover).getByText('Jun 12, 2026 - Jun 15, 2026');
    within(popover).getByText('3 nights');
  });

  it('announces the completed stay and closes 300 ms later', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await open(user);
    await user.click(day('June 12'));
    const completedBy = performance.now();
    await user.click(day('June 14'));
    screen.getByText('Selected Jun 12, 2026 to Jun 14, 2026, 2 nights.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The range completed during the click, so the popover cannot have closed sooner than 300 ms after it began.
    expect(performance.now() - completedBy).toBeGreaterThanOrEqual(300);
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('turns a same-day pick into a one-night stay', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await open(user);
    await user.click(day('June 12'));
    await user.click(day('June 12'));
    expect(trigger().textContent).toContain('Jun 12 - Jun 13, 2026');
    screen.getByText('Selected Jun 12, 2026 to Jun 13, 2026, 1 night.');
  });

  it('disables past days, and days before check-in while choosing check-out', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await open(user);
    expect(day('June 9').getAttribute('aria-disabled')).toBe('true');
    expect(day('June 10').getAttribute('aria-disabled')).toBeNull();
    await user.click(day('June 14'));
    expect(day('June 13').getAttribute('aria-disabled')).toBe('true');
    expect(day('June 14').getAttribute('aria-disabled')).toBeNull();
    expect(day('June 20').getAttribute('aria-disabled')).toBeNull();
  });

  it('with a 3 night minimum, disables check-out days before check-in plus 2', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness minNights={3} />);
    const popover = await open(user);
    within(popover).getByText('3 night minimum · Check-out by 10:00 AM');
    await user.click(day('June 14'));
    expect(day('June 15').getAttribute('aria-disabled')).toBe('true');
    expect(day('June 16').getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the night minimum and the check-out time', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness checkoutTime="11:30 AM" />);
    const popover = await open(user);
    within(popover).getByText('1 night minimum · Check-out by 11:30 AM');
  });

  it('Clear empties both dates and goes back to choosing check-in', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ checkIn: '2026-06-12', checkOut: '2026-06-15' }} />);
    const popover = await open(user);
    await user.click(day('June 20'));
    within(popover).getByText('Select check-out date');
    await user.click(within(popover).getByRole('button', { name: 'Clear' }));
    expect(trigger().textContent).toContain('Add dates');
    within(popover).getByText('Select check-in date');
    expect(day('June 11').getAttribute('aria-disabled')).toBeNull();
  });

  it('stays open after Clear pressed with only check-in picked, so the guest can start again', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ checkIn: '2026-06-12', checkOut: '2026-06-15' }} />);
    await open(user);
    await user.click(day('June 20'));
    // Focus leaving the calendar for Clear makes React Aria commit the half-picked stay, which starts the
    // close-after-completing timer; Clear must stop it, or the calendar shuts under the guest a moment later.
    await user.click(within(dialog()).getByRole('button', { name: 'Clear' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 2 * WIDGET.calendarCloseDelayMs)));
    within(dialog()).getByText('Select check-in date');
    expect(trigger().textContent).toContain('Add dates');
  });

  it('reopens on choosing check-out when only check-in is set', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ checkIn: '2026-06-12', checkOut: '' }} />);
    const popover = await open(user);
    within(popover).getByText('Select check-out date');
    expect(day('June 11').getAttribute('aria-disabled')).toBe('true');
    await user.click(day('June 16'));
    expect(trigger().textContent).toContain('Jun 12 - Jun 16, 2026');
  });

  it('reopens on choosing check-in when both dates are set', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ checkIn: '2026-06-12', checkOut: '2026-06-15' }} />);
    const popover = await open(user);
    within(popover).getByText('Jun 12, 2026 - Jun 15, 2026');
    expect(day('June 11').getAttribute('aria-disabled')).toBeNull();
    await user.click(day('June 20'));
    // Setting check-in alone leaves check-out as it was until the range completes.
    expect(trigger().textContent).toContain('Jun 20 - Jun 15, 2026');
    await user.click(day('June 22'));
    expect(trigger().textContent).toContain('Jun 20 - Jun 22, 2026');
  });

  it('works by keyboard: arrows move, Enter picks', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={{ checkIn: '2026-06-12', checkOut: '2026-06-15' }} />);
    await open(user);
    // The calendar opens on check-in (June 12): two days on is the 14th.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(trigger().textContent).toContain('Jun 14 - Jun 15, 2026');
    // Focus then waits on the first possible check-out, the 15th.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Monday, June 15, 2026/);
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(trigger().textContent).toContain('Jun 14 - Jun 17, 2026');
  });

  it('shows two months from 768 px of window width and one below', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const width = window.innerWidth;
    try {
      window.innerWidth = 1024;
      const { unmount } = render(<Harness />);
      await open(user);
      expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-label'))).toEqual(['Stay dates, June 2026', 'Stay dates, July 2026']);
      unmount();
      window.innerWidth = 767;
      render(<Harness />);
      await open(user);
      expect(screen.getAllByRole('grid')).toHaveLength(1);
    } finally {
      window.innerWidth = width;
    }
  });

  it('disables blocked dates and keeps a stay from crossing them', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness availability={ready(['2026-06-16', '2026-06-17'])} />);
    await open(user);
    expect(day('June 16').getAttribute('aria-disabled')).toBe('true');
    expect(day('June 17').getAttribute('aria-disabled')).toBe('true');
    await user.click(day('June 13'));
    expect(day('June 15').getAttribute('aria-disabled')).toBeNull();
    expect(day('June 20').getAttribute('aria-disabled')).toBe('true');
  });

  it('falls back to "past days only" while availability has not loaded, and says it is loading', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness availability={{ status: 'loading', blockedDates: null, retry: vi.fn() }} />);
    const popover = await open(user);
    within(popover).getByText('Loading availability...');
    expect(day('June 9').getAttribute('aria-disabled')).toBe('true');
    expect(day('June 16').getAttribute('aria-disabled')).toBeNull();
  });

  it('offers Retry when availability failed', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const retry = vi.fn();
    render(<Harness availability={{ status: 'error', blockedDates: null, retry }} />);
    const popover = await open(user);
    const alert = within(popover).getByRole('alert');
    expect(alert.textContent).toContain(AVAILABILITY_FAILED);
    expect(AVAILABILITY_FAILED).toBe('Unable to load availability data. Calendar may not show all restrictions.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when the blocked dates may be outdated', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness availability={{ status: 'outdated', blockedDates: new Set(), retry: vi.fn() }} />);
    const popover = await open(user);
    expect(within(popover).getByRole('status').textContent).toBe(
      'Some availability data may be outdated. Dates shown as available should still be bookable.',
    );
    expect(AVAILABILITY_OUTDATED).toBe(within(popover).getByRole('status').textContent);
  });

  it('reports a failed selection and keeps the popover open', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(
      <Harness
        onRangeComplete={() => {
          throw new Error('storage full');
        }}
      />,
    );
    const popover = await open(user);
    await user.click(day('June 12'));
    await user.click(day('June 14'));
    within(popover).getByText('Error selecting date. Please try again.');
    expect(SELECTION_FAILED).toBe('Error selecting date. Please try again.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('tells of the cleaning day for a one-night stay with a check-out after noon', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    render(<Harness checkoutTime="1:00 PM" initial={{ checkIn: '2026-06-12', checkOut: '2026-06-13' }} />);
    const popover = await open(user);
    expect(within(popover).getByRole('status').textContent).toContain('to allow proper cleaning');
  });

  it('shows the inline date error under the button', () => {
    render(<Harness errorMessage="Please select valid check-in and check-out dates" />);
    const error = screen.getByText('Please select valid check-in and check-out dates');
    expect(trigger().getAttribute('aria-describedby')).toBe(error.id);
    expect(trigger().hasAttribute('data-invalid')).toBe(true);
  });
});
