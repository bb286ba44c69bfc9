// STUB (helper E replaces): imported calendar feeds, their sync state, and the export URL.
export function CalendarPanel() {
  return <h1>Calendar</h1>;
}
