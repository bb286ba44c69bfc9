/** The box an island is drawn in names the island, and carries its props as JSON when it has any (island.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** The box's number on the page, which its ids are prefixed with. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/** Set on the box once the island is live. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
