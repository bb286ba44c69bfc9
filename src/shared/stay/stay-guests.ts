import { STAY_LIMITS } from './stay-limits';
import { GUEST_MESSAGES, PET_MESSAGES, propertyGuestLimitMessage } from './stay-messages';

/** Spec §5 "Guests": the form's guest count is a string of digits from 1 to 16. */
export function validateGuests(guests: string): string | null {
  const value = guests.trim();
  if (!value) return GUEST_MESSAGES.required;
  if (!/^\d+$/.test(value) || Number(value) <= 0) return GUEST_MESSAGES.invalid;
  if (Number(value) > STAY_LIMITS.maxGuestsDefault) return GUEST_MESSAGES.tooMany;
  return null;
}

export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
  pets: number;
}
export type GuestKind = keyof GuestCounts;

/** The property's max_guests when it is a positive whole number, else 16. */
export function maxGuestsOf(propertyMax: number | null | undefined): number {
  return typeof propertyMax === 'number' && Number.isInteger(propertyMax) && propertyMax > 0 ? propertyMax : STAY_LIMITS.maxGuestsDefault;
}

export function guestLimits(maxGuests: number): Record<GuestKind, { min: number; max: number }> {
  return {
    adults: { min: 1, max: maxGuests },
    children: { min: 0, max: Math.max(0, maxGuests - 1) },
    infants: { min: 0, max: STAY_LIMITS.maxInfants },
    pets: { min: 0, max: STAY_LIMITS.maxPets },
  };
}

/** Infants and pets do not count toward the guest total. */
export const totalGuests = (counts: GuestCounts) => counts.adults + counts.children;

/** The highest value a stepper may reach now, so adults plus children never pass the property's maximum. */
export function stepperMax(kind: GuestKind, counts: GuestCounts, maxGuests: number): number {
  const own = guestLimits(maxGuests)[kind].max;
  if (kind === 'adults') return Math.min(own, maxGuests - counts.children);
  if (kind === 'children') return Math.min(own, maxGuests - counts.adults);
  return own;
}

/** Adults start at the form's guest count (at least 1, at most the maximum); the rest at 0, pets at those already chosen. */
export function initialGuestCounts(guests: string, maxGuests: number, pets = 0): GuestCounts {
  const parsed = /^\d+$/.test(guests.trim()) ? Number(guests.trim()) : 1;
  return { adults: Math.min(Math.max(parsed, 1), maxGuests), children: 0, infants: 0, pets };
}

/** Why the property cannot take this party, or null. */
export function partyProblem(party: { guests: number; pets: number }, property: { maxGuests: number; petsAllowed: boolean }): { field: 'guests' | 'pets'; message: string } | null {
  if (party.guests > property.maxGuests) return { field: 'guests', message: propertyGuestLimitMessage(property.maxGuests) };
  if (party.pets > 0 && !property.petsAllowed) return { field: 'pets', message: PET_MESSAGES.notAllowed };
  return null;
}
