import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { ReturningGuest } from '../../../shared/booking/returning-guest.schemas';
import { formatDay } from '../../../shared/lib/date-format';
import { trpc } from '../../lib/trpc';
import * as menu from '../../ui/select.css';
import * as field from '../../ui/text-field.css';
import { useDebounced } from '../kit/use-debounced';

const SEARCH_DELAY_MS = 250;

function bookingsText(guest: ReturningGuest): string {
  return `${guest.bookings === 1 ? '1 booking' : `${guest.bookings} bookings`}, last from ${formatDay(guest.lastCheckIn)}`;
}

/**
 * Finds a guest who booked before by part of their name or e-mail address; choosing one hands their latest
 * details to the form (`onChoose`) and empties the search. A combo box: arrows move through the guests, Enter chooses.
 */
export function ReturningGuestField({ onChoose }: { onChoose: (guest: ReturningGuest) => void }) {
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const searching = query.length >= 2;
  const found = trpc.admin.bookings.returningGuests.useQuery({ query }, { enabled: searching, placeholderData: keepPreviousData });
  const guests = searching ? (found.data ?? []) : [];
  const settled = searching && query === typed.trim() && !found.isFetching && found.isSuccess;
  return (
    <ComboBox
      className={field.field}
      items={guests}
      inputValue={typed}
      onInputChange={setTyped}
      selectedKey={null}
      onSelectionChange={(key) => {
        const guest = guests.find((candidate) => candidate.email === key);
        if (!guest) return;
        onChoose(guest);
        setTyped('');
      }}
      // Open as soon as there is something to search for: the list fills in when the answer comes.
      allowsEmptyCollection={typed.trim().length >= 2}
      menuTrigger="input"
    >
      <Label className={field.label}>Returning guest (optional)</Label>
      <Input className={field.input} autoComplete="off" />
      <Text slot="description" className={field.description}>
        Type part of a name or an e-mail address to fill in the details of someone who booked before.
      </Text>
      <Popover className={menu.popover}>
        <ListBox<ReturningGuest> className={menu.listBox} renderEmptyState={() => (
            <p className={field.description}>{settled ? `Nobody who booked before matches “${query}”.` : 'Searching…'}</p>
          )}>
          {(guest) => (
            <ListBoxItem id={guest.email} textValue={`${guest.name}, ${guest.email}`} className={menu.option}>
              <Text slot="label">
                {guest.name}, {guest.email}
              </Text>
              <Text slot="description" className={field.description}>
                {bookingsText(guest)}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
