import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListInput } from '../../../../shared/audit/audit.schemas';
import { renderWithTrpc } from '../../../test/trpc-harness';
import { AuditLogPanel } from './audit-log-panel';

const OWNER = { id: '00000000-0000-4000-8000-000000000001', name: 'Leilani Kahale' };

const priceChange: AuditEntry = {
  id: '2',
  at: '2027-03-11T02:00:00.000Z',
  actor: OWNER,
  ip: '203.0.113.7',
  action: 'update',
  entity: 'coupon',
  entityId: '4',
  changes: [
    { field: 'max_uses', before: null, after: 3 },
    { field: 'value', before: 10_000, after: 15_000 },
  ],
};
const failedSignIn: AuditEntry = {
  id: '1',
  at: '2027-03-10T02:00:00.000Z',
  actor: { id: null, name: null },
  ip: '198.51.100.9',
  action: 'sign_in_failed',
  entity: 'app_user',
  entityId: null,
  changes: [{ field: 'email', before: null, after: 'owner@example.com' }],
};

function renderPanel() {
  return renderWithTrpc(<AuditLogPanel />, {
    'admin.audit.list': (input) => {
      const action = (input as AuditListInput | undefined)?.action;
      const items = [priceChange, failedSignIn].filter((entry) => !action || entry.action === action);
      return { items, total: items.length, page: 1, pageSize: 50 };
    },
    'admin.audit.members': () => [OWNER],
  });
}

describe('the audit log panel', () => {
  it('shows who, when, what, the changed fields before → after and the IP', async () => {
    renderPanel();
    const table = await screen.findByRole('grid', { name: 'Audit log (2)' });
    const row = within(table).getByRole('row', { name: /Changed · Coupon 4/ });
    within(row).getByText('Leilani Kahale');
    within(row).getByText('203.0.113.7');
    expect(within(row).getByText('value').parentElement!.textContent).toBe('value: 10000 → 15000');
    expect(within(row).getByText('max_uses').parentElement!.textContent).toBe('max_uses: — → 3');
    const failed = within(table).getByRole('row', { name: /Failed sign-in · Team member/ });
    within(failed).getByText('Nobody signed in');
    expect(within(failed).getByText('email').parentElement!.textContent).toBe('email: — → owner@example.com');
  });

  it('filters by action and dates from the keyboard, and the CSV link carries the same filters', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Audit log (2)' });
    const action = screen.getByRole('button', { name: /Action/ });
    action.focus();
    await user.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: 'Failed sign-in' });
    for (let step = 0; step < 10 && document.activeElement !== option; step += 1) await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(option);
    await user.keyboard('{Enter}');
    await screen.findByRole('grid', { name: 'Audit log (1)' });
    await user.type(screen.getByLabelText('From'), '2027-03-01');
    await waitFor(() => expect(api.inputsOf('admin.audit.list')).toContainEqual({ action: 'sign_in_failed', from: '2027-03-01', page: 1 }));
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/audit.csv?action=sign_in_failed&from=2027-03-01');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
