import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuestMessageRule, HouseAccess } from '../../../shared/emails/guest-messages.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { AutomationPanel } from './automation-panel';

const RULES: GuestMessageRule[] = [
  { kind: 'pre_arrival', enabled: true, days: 3, hour: 16 },
  { kind: 'check_in_day', enabled: true, days: 0, hour: 9 },
  { kind: 'review_request', enabled: true, days: 1, hour: 10 },
];
const ACCESS: HouseAccess = { exactAddress: '44-123 Kaneohe Bay Drive', doorCode: '4719', wifiName: 'Hale', wifiPassword: 'mahalo', checkInInstructions: '' };
const UPCOMING = [{ reference: 'KB-AAAAAA', guestName: '<b>Noa</b>', kind: 'pre_arrival' as const, dueAt: '2027-03-08T02:00:00.000Z' }];

function render(role: 'owner' | 'staff' = 'owner', saveRules: (input: GuestMessageRule[]) => GuestMessageRule[] = (input) => input) {
  return renderWithTrpc(
    <AutomationPanel />,
    {
      'admin.guestMessages.rules': () => RULES,
      'admin.guestMessages.saveRules': saveRules,
      'admin.guestMessages.houseAccess': () => ACCESS,
      'admin.guestMessages.saveHouseAccess': (input: HouseAccess) => input,
      'admin.guestMessages.upcoming': () => UPCOMING,
    },
    { role },
  );
}

describe('Emails → Automation', () => {
  it('lets the owner turn off a message and retime another from the keyboard alone', async () => {
    const api = render();
    const user = userEvent.setup();
    const days = await screen.findByRole('textbox', { name: 'Pre-arrival: days before check-in' });
    expect((days as HTMLInputElement).value).toBe('3');
    await user.click(days);
    await user.keyboard('{Control>}a{/Control}5');
    screen.getByRole('checkbox', { name: 'Send the check-in day message' }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: /Review request: hour/ }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('10:00 AM');
    await user.keyboard('{ArrowDown>8/}{Enter}');
    screen.getByRole('button', { name: 'Save message rules' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.inputsOf('admin.guestMessages.saveRules')).toEqual([[{ ...RULES[0], days: 5 }, { ...RULES[1], enabled: false }, { ...RULES[2], hour: 18 }]]),
    );
  });

  it('refuses a pre-arrival message on the check-in date itself with a message on the field, sending nothing', async () => {
    const api = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Pre-arrival: days before check-in' }));
    await user.keyboard('{Control>}a{/Control}0');
    await user.click(screen.getByRole('button', { name: 'Save message rules' }));
    expect(await screen.findByText('At least 1 day before check-in')).toBeTruthy();
    expect(api.inputsOf('admin.guestMessages.saveRules')).toEqual([]);
  });

  it('shows the server’s per-field refusal', async () => {
    render('owner', () => {
      throw trpcError(400, 'Check the rules', { '2.days': ['At most 30 days'] });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save message rules' }));
    expect(await screen.findByText('At most 30 days')).toBeTruthy();
  });

  it('saves the house access the owner types', async () => {
    const api = render();
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Door code or key-box instructions' });
    await user.click(code);
    await user.keyboard('{Control>}a{/Control}Key box 2-2-8-1');
    await user.click(screen.getByRole('button', { name: 'Save house access' }));
    await waitFor(() => expect(api.inputsOf('admin.guestMessages.saveHouseAccess')).toEqual([{ ...ACCESS, doorCode: 'Key box 2-2-8-1' }]));
  });

  it('shows staff the rules read-only and the schedule, never the house access', async () => {
    const api = render('staff');
    const schedule = await screen.findByRole('region', { name: 'Scheduled messages' });
    expect(await within(schedule).findByText(/Pre-arrival to <b>Noa<\/b> \(KB-AAAAAA\)/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pre-arrival: days before check-in' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save message rules' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Door code or key-box instructions' })).toBeNull();
    expect(api.inputsOf('admin.guestMessages.houseAccess')).toEqual([]);
  });
});
