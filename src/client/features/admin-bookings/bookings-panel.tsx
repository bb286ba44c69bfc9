// STUB (helper E replaces): the owner's bookings.
export function BookingsPanel() {
  return <h1>Bookings</h1>;
}
