/** Spec §9 "Booking" constants for a stay: who may come and for how long by default. */
export const STAY_LIMITS = {
  defaultGuests: '2',
  /** The guest maximum when the property gives none. */
  maxGuestsDefault: 16,
  /** The most guests any request may name; the property's own maximum is checked after. */
  maxGuestsPerRequest: 100,
  maxInfants: 5,
  maxPets: 5,
  minStayNights: 1,
  defaultCheckoutTime: '10:00',
} as const;
