import type { DehydratedState } from '@tanstack/react-query';
import superjson from 'superjson';

/** The element that carries the server's query cache to the browser. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The server's query cache as a JSON data block. It is not script the browser
 * runs (so the CSP has nothing to allow), and every "<" is escaped, so no text
 * from the database can close the element early.
 */
export function serverStateScript(state: DehydratedState): string {
  const json = superjson.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** Reads the block's text back; anything unreadable counts as no state (the page then fetches its data). */
export function parseServerState(text: string | null | undefined): DehydratedState | undefined {
  if (!text) return undefined;
  try {
    return superjson.parse<DehydratedState>(text);
  } catch {
    return undefined;
  }
}
