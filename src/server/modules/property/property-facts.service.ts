import type { EntityManager } from '@mikro-orm/postgresql';
import type { PropertyFacts } from '../../../shared/property/listing-admin.schemas';
import { loadProperty } from './property.service';
import type { Property } from './property.entity';

function toFacts(property: Property): PropertyFacts {
  return {
    title: property.title,
    general_location: property.generalLocation,
    description: property.description,
    bedrooms: property.bedrooms,
    bathrooms: Number(property.bathrooms),
    max_guests: property.maxGuests,
    square_feet: property.squareFeet,
    pets_allowed: property.petsAllowed,
    smoking_allowed: property.smokingAllowed,
    exact_lat: property.exactLat,
    exact_lng: property.exactLng,
    approx_lat: property.approxLat,
    approx_lng: property.approxLng,
  };
}

/** Content → Property: the house's facts and both of its points (admins only: the exact one is private). */
export async function getPropertyFacts(em: EntityManager): Promise<PropertyFacts> {
  return toFacts(await loadProperty(em));
}

/** Saves the facts the schema has checked (the public point kept half a mile to a mile from the house). */
export async function savePropertyFacts(em: EntityManager, facts: PropertyFacts): Promise<PropertyFacts> {
  const property = await loadProperty(em);
  em.assign(property, {
    title: facts.title,
    generalLocation: facts.general_location,
    description: facts.description,
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    maxGuests: facts.max_guests,
    squareFeet: facts.square_feet,
    petsAllowed: facts.pets_allowed,
    smokingAllowed: facts.smoking_allowed,
    exactLat: facts.exact_lat,
    exactLng: facts.exact_lng,
    approxLat: facts.approx_lat,
    approxLng: facts.approx_lng,
  });
  await em.flush();
  return toFacts(property);
}
