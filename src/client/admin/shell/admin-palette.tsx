import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatDisplayDate, nightsLabel } from '../../lib/format';
import { CommandPalette, type PaletteCommand } from '../../ui/command-palette';
import type { ShellSection } from './admin-nav';
import { useScreenActions } from './screen-actions';
import { useBookingSearch } from '../bookings/booking-search';

function includes(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

/** The admin command palette: sections by name, this screen's actions, and bookings by reference or guest. */
export function AdminPalette({ sections, isOpen, onOpenChange }: { sections: readonly ShellSection[]; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const actions = useScreenActions();
  const search = useBookingSearch(query, isOpen);

  function openChange(open: boolean) {
    if (!open) setQuery('');
    onOpenChange(open);
  }

  const commands: PaletteCommand[] = [
    ...sections
      .filter((section) => includes(section.label, query))
      .map((section) => ({ id: `section:${section.href}`, label: section.label, group: 'Go to', run: () => navigate(section.href) })),
    ...actions
      .filter((action) => includes(action.label, query))
      .map((action) => ({ id: `action:${action.id}`, label: action.label, group: 'Actions on this screen', run: action.run })),
    ...search.bookings.map((booking) => ({
      id: `booking:${booking.reference}`,
      label: `${booking.reference} · ${booking.guestName ?? 'No guest yet'}`,
      detail: `${formatDisplayDate(booking.checkIn)} – ${formatDisplayDate(booking.checkOut)}, ${nightsLabel(booking.nights)}, ${booking.status}`,
      group: 'Bookings',
      run: () => navigate(`/bookings?booking=${encodeURIComponent(booking.reference)}`),
    })),
  ];

  let status = '';
  if (search.searching) status = 'Searching bookings…';
  else if (search.failed) status = 'Bookings could not be searched just now.';
  else if (query.trim().length >= 2) status = `${commands.length} ${commands.length === 1 ? 'result' : 'results'}`;
  else status = 'Type a section, an action, a booking reference or a guest’s name.';

  return <CommandPalette isOpen={isOpen} onOpenChange={openChange} query={query} onQueryChange={setQuery} commands={commands} status={status} />;
}
