import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MOTION_STORAGE_KEY, resetMotionPreferenceForTests } from '../../lib/motion';
import { MotionToggle } from './motion-toggle';

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  resetMotionPreferenceForTests();
  delete root().dataset.reducedMotion;
});
afterEach(() => {
  resetMotionPreferenceForTests();
  vi.restoreAllMocks();
});

it('starts on System and reduces motion when Reduce is chosen', async () => {
  const user = userEvent.setup();
  render(<MotionToggle />);
  const group = screen.getByRole('radiogroup', { name: 'Motion' });
  const description = document.getElementById(group.getAttribute('aria-describedby') ?? '');
  expect(description?.textContent).toMatch(/System follows your device setting/);
  expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);

  await user.click(screen.getByRole('radio', { name: 'Reduce' }));
  expect(screen.getByRole('radio', { name: 'Reduce' })).toHaveProperty('checked', true);
  expect(root().dataset.reducedMotion).toBe('true');
  expect(root().style.getPropertyValue('--motion-scale')).toBe('0');
  expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('true');
});

it('shows the stored choice and moves between choices with the arrow keys', async () => {
  localStorage.setItem(MOTION_STORAGE_KEY, 'true');
  const user = userEvent.setup();
  render(<MotionToggle />);
  expect(screen.getByRole('radio', { name: 'Reduce' })).toHaveProperty('checked', true);

  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Reduce' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Allow' })).toHaveProperty('checked', true);
  expect(root().dataset.reducedMotion).toBe('false');
  expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('false');

  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
  expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('null');
});
