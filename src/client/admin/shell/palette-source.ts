import type { Permission } from '../../../shared/auth/permissions';
import type { ComponentType } from 'react';

/** One thing a source found for what was typed: shown in the source's group, and where choosing it goes (relative to /admin). */
export interface PaletteResult {
  id: string;
  label: string;
  detail?: string;
  href: string;
  /** A heading of its own instead of the source's ('Staying Sun, Dec 20, 2026'). */
  group?: string;
}

export interface PaletteSourceResults {
  results: readonly PaletteResult[];
  searching: boolean;
  failed: boolean;
}

export interface PaletteSearchProps {
  query: string;
  /** False while the palette is closed: a source asks its server nothing then. */
  enabled: boolean;
  onResults: (results: PaletteSourceResults) => void;
}

/**
 * A search a section adds to the command palette (the bookings section: bookings by reference or guest),
 * so the shell lists what sections find without knowing any domain. `Search` renders nothing: it runs the
 * section's own query hooks and reports what they found.
 */
export interface PaletteSource {
  id: string;
  /** The heading of its results in the palette ('Bookings'). */
  group: string;
  /** What can be typed for it, ending the palette's hint ('a booking reference or a guest’s name'); empty to add nothing. */
  hint: string;
  searchingText: string;
  failedText: string;
  Search: ComponentType<PaletteSearchProps>;
}

/**
 * An action the palette offers on every screen, declared by a section ('New booking'): it goes to `to()`,
 * or first asks which thing (`pick`: the palette searches `pick.source` alone, and choosing a result goes
 * to `pick.hrefOf(result)`, by default the result's own address).
 */
export interface PaletteAction {
  id: string;
  /** What the signed-in role needs for it to be offered (the wing leaves it out otherwise). */
  permission?: Permission;
  label: string;
  /** What it does, in the '?' dialog. */
  does: string;
  to?: () => string;
  pick?: {
    source: PaletteSource;
    /** The palette's title while it asks ('Record payment for which booking?'). */
    title: string;
    /** Its search box's label and placeholder then ('Find the booking: reference, name, e-mail or date…'). */
    inputLabel: string;
    hrefOf?: (result: PaletteResult) => string;
  };
}
