import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GuestsPicker } from './guests-picker';
import './booking-test-kit';

function Harness({ initial = '2', maxGuests = 10, onChange }: { initial?: string; maxGuests?: number; onChange?: (guests: string) => void }) {
  const [guests, setGuests] = useState(initial);
  return (
    <>
      <GuestsPicker
        id="guests"
        guests={guests}
        maxGuests={maxGuests}
        onGuestsChange={(next) => {
          setGuests(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Form guests">{guests}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Guests/, hidden: true });
const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const count = (label: string) => input(label).value;
const plus = (label: string) => screen.getByRole('button', { name: `Increase ${label}` });
const minus = (label: string) => screen.getByRole('button', { name: `Decrease ${label}` });
const formGuests = () => screen.getByRole('status', { name: 'Form guests', hidden: true }).textContent;

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  return screen.getByRole('dialog', { name: 'Guests' });
}

describe('GuestsPicker (spec §2, §4, §5)', () => {
  it('has four steppers with their exact labels and descriptions', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(trigger().textContent).toContain('2 guests');
    const dialog = await open(user);
    for (const [label, description] of [
      ['Adults', '18+ years'],
      ['Children', 'Ages 2-17'],
      ['Infants', 'Under 2'],
      ['Pets', 'Service animals welcome'],
    ]) {
      const input = within(dialog).getByRole('textbox', { name: label });
      expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(description);
    }
  });

  it('starts adults at the form count, children and the rest at 0', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="4" />);
    await open(user);
    expect([count('Adults'), count('Children'), count('Infants'), count('Pets')]).toEqual(['4', '0', '0', '0']);
  });

  it('starts with at least one adult', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="0" />);
    await open(user);
    expect(count('Adults')).toBe('1');
    expect(minus('Adults').hasAttribute('disabled')).toBe(true);
  });

  it('writes adults plus children back as a string; infants and pets do not count', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await open(user);
    await user.click(plus('Adults'));
    await user.click(plus('Children'));
    expect(onChange).toHaveBeenLastCalledWith('4');
    await user.click(plus('Infants'));
    await user.click(plus('Pets'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(formGuests()).toBe('4');
    expect(trigger().textContent).toContain('4 guests, 1 infant, 1 pet');
  });

  it('keeps adults plus children within the property maximum and says so', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="3" maxGuests={4} />);
    const dialog = await open(user);
    expect(within(dialog).getByRole('status').textContent).toBe('');
    await user.click(plus('Children'));
    expect(count('Children')).toBe('1');
    expect(within(dialog).getByRole('status').textContent).toBe('Maximum 4 guests allowed for this property.');
    expect(plus('Adults').hasAttribute('disabled')).toBe(true);
    expect(plus('Children').hasAttribute('disabled')).toBe(true);
    await user.click(minus('Adults'));
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(plus('Adults').hasAttribute('disabled')).toBe(false);
    expect(formGuests()).toBe('3');
  });

  it('allows up to max_guests adults and max_guests - 1 children', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="1" maxGuests={3} />);
    await open(user);
    await user.click(plus('Children'));
    await user.click(plus('Children'));
    expect(count('Children')).toBe('2');
    expect(plus('Children').hasAttribute('disabled')).toBe(true);
    await user.click(minus('Children'));
    await user.click(minus('Children'));
    await user.click(plus('Adults'));
    await user.click(plus('Adults'));
    expect(count('Adults')).toBe('3');
    expect(plus('Adults').hasAttribute('disabled')).toBe(true);
  });

  it('stops infants and pets at 5 each', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await open(user);
    for (let i = 0; i < 6; i += 1) {
      await user.click(plus('Infants'));
      if (i < 5) await user.click(plus('Pets'));
    }
    expect(count('Infants')).toBe('5');
    expect(count('Pets')).toBe('5');
    expect(plus('Infants').hasAttribute('disabled')).toBe(true);
    expect(plus('Pets').hasAttribute('disabled')).toBe(true);
  });

  it('works by keyboard: arrow keys step the focused count', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await open(user);
    input('Children').focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(count('Children')).toBe('2');
    expect(formGuests()).toBe('4');
  });
});
