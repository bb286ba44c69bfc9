import type { ComponentType } from 'react';

/** One thing a source found for what was typed: shown in the source's group, and where choosing it goes (relative to /admin). */
export interface PaletteResult {
  id: string;
  label: string;
  detail?: string;
  href: string;
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
  /** What can be typed for it, ending the palette's hint ('a booking reference or a guest’s name'). */
  hint: string;
  searchingText: string;
  failedText: string;
  Search: ComponentType<PaletteSearchProps>;
}
