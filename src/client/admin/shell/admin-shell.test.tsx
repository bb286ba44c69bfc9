import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithTrpc } from '../../test/trpc-harness';
import { AdminShell } from './admin-shell';

const sections = [
  { href: '/', label: 'Dashboard', group: 'Today', key: 'd' },
  { href: '/bookings', label: 'Bookings', group: 'Today', key: 'b' },
];

function renderShell() {
  const { hook } = memoryLocation({ path: '/bookings' });
  return renderWithTrpc(
    <Router hook={hook}>
      <AdminShell siteName="Kaneohe Bay Beach House" account={{ name: 'Leilani', signOut: () => {}, signingOut: false }} sections={sections}>
        <h1>Bookings</h1>
      </AdminShell>
    </Router>,
    {},
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin toolbar’s palette button', () => {
  it('shows ⌘K on an Apple computer and Ctrl K elsewhere, its name staying "Search or jump to…"', () => {
    const platform = vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const mac = renderShell();
    expect(screen.getByRole('button', { name: /^Search or jump to…/ }).querySelector('kbd')?.textContent).toBe('⌘K');
    mac.unmount();

    platform.mockReturnValue('Linux x86_64');
    renderShell();
    expect(screen.getByRole('button', { name: /^Search or jump to…/ }).querySelector('kbd')?.textContent).toBe('Ctrl K');
  });
});
