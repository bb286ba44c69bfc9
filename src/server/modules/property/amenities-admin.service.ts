import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { AmenitiesAdmin, AmenityCategoryInput, AmenityInput } from '../../../shared/property/listing-admin.schemas';
import { AmenityCategoryEntity, AmenityEntity } from './property.entity';
import { listAmenities, listAmenityCategories } from './property.service';
import { swapWithNeighbour } from './sort-order.logic';

type Direction = 'up' | 'down';

export async function listAmenitiesAdmin(em: EntityManager): Promise<AmenitiesAdmin> {
  // One after the other: inside a mutation they share the transaction's one connection.
  const categories = await listAmenityCategories(em);
  return { categories, amenities: await listAmenities(em) };
}

async function categoryById(em: EntityManager, id: number) {
  const category = await em.findOne(AmenityCategoryEntity, { id });
  if (!category) throw new AppError('NOT_FOUND', 'That category no longer exists. Reload the page.');
  return category;
}

async function amenityById(em: EntityManager, id: number) {
  const amenity = await em.findOne(AmenityEntity, { id });
  if (!amenity) throw new AppError('NOT_FOUND', 'That amenity no longer exists. Reload the page.');
  return amenity;
}

const likeName = (name: string) => ({ name: { $ilike: name.replace(/[\\%_]/g, (c) => `\\${c}`) } });

/** Names are unique whatever their case: "Kitchen" and "kitchen" would be one block on the site. */
function refuseTakenName(same: { id: number; name: string } | null, id: number | null, what: string) {
  if (same && same.id !== id) throw new AppError('CONFLICT', `There is already ${what} named ${same.name}.`, { name: [`There is already ${what} named ${same.name}`] });
}

const lastCategory = async (em: EntityManager) => (await em.find(AmenityCategoryEntity, {}, { orderBy: { sortOrder: 'desc' }, limit: 1 }))[0]?.sortOrder ?? 0;
const lastAmenity = async (em: EntityManager) => (await em.find(AmenityEntity, {}, { orderBy: { sortOrder: 'desc' }, limit: 1 }))[0]?.sortOrder ?? 0;

const categoryColumns = (input: AmenityCategoryInput) => ({
  name: input.name,
  description: input.description === '' ? null : input.description,
  icon: input.icon,
  color: input.color === '' ? null : input.color,
});

export async function createCategory(em: EntityManager, input: AmenityCategoryInput): Promise<AmenitiesAdmin> {
  refuseTakenName(await em.findOne(AmenityCategoryEntity, likeName(input.name)), null, 'a category');
  em.create(AmenityCategoryEntity, { ...categoryColumns(input), sortOrder: (await lastCategory(em)) + 1 });
  await em.flush();
  return listAmenitiesAdmin(em);
}

/** A renamed category takes its amenities with it (they are matched by name, as the spec's client does). */
export async function updateCategory(em: EntityManager, id: number, input: AmenityCategoryInput): Promise<AmenitiesAdmin> {
  const category = await categoryById(em, id);
  refuseTakenName(await em.findOne(AmenityCategoryEntity, likeName(input.name)), id, 'a category');
  if (category.name !== input.name) await em.nativeUpdate(AmenityEntity, { category: category.name }, { category: input.name });
  em.assign(category, categoryColumns(input));
  await em.flush();
  return listAmenitiesAdmin(em);
}

/** A category with amenities in it is kept: the site would lose them from the complete list. */
export async function deleteCategory(em: EntityManager, id: number): Promise<AmenitiesAdmin> {
  const category = await categoryById(em, id);
  const inIt = await em.count(AmenityEntity, { category: category.name });
  if (inIt > 0) {
    throw new AppError('CONFLICT', `${category.name} still has ${inIt} amenit${inIt === 1 ? 'y' : 'ies'}. Move ${inIt === 1 ? 'it' : 'them'} to another category or delete ${inIt === 1 ? 'it' : 'them'} first.`);
  }
  em.remove(category);
  await em.flush();
  return listAmenitiesAdmin(em);
}

export async function moveCategory(em: EntityManager, id: number, direction: Direction): Promise<AmenitiesAdmin> {
  await categoryById(em, id);
  const rows = await em.find(AmenityCategoryEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  swapWithNeighbour(rows, id, direction);
  await em.flush();
  return listAmenitiesAdmin(em);
}

async function refuseUnknownCategory(em: EntityManager, name: string) {
  if (!(await em.findOne(AmenityCategoryEntity, { name }))) {
    throw new AppError('BAD_REQUEST', 'Choose one of the categories.', { category: ['Choose one of the categories'] });
  }
}

const amenityColumns = (input: AmenityInput) => ({
  name: input.name,
  description: input.description === '' ? null : input.description,
  category: input.category,
  featured: input.featured,
});

export async function createAmenity(em: EntityManager, input: AmenityInput): Promise<AmenitiesAdmin> {
  await refuseUnknownCategory(em, input.category);
  refuseTakenName(await em.findOne(AmenityEntity, likeName(input.name)), null, 'an amenity');
  em.create(AmenityEntity, { ...amenityColumns(input), sortOrder: (await lastAmenity(em)) + 1 });
  await em.flush();
  return listAmenitiesAdmin(em);
}

export async function updateAmenity(em: EntityManager, id: number, input: AmenityInput): Promise<AmenitiesAdmin> {
  const amenity = await amenityById(em, id);
  await refuseUnknownCategory(em, input.category);
  refuseTakenName(await em.findOne(AmenityEntity, likeName(input.name)), id, 'an amenity');
  em.assign(amenity, amenityColumns(input));
  await em.flush();
  return listAmenitiesAdmin(em);
}

export async function deleteAmenity(em: EntityManager, id: number): Promise<AmenitiesAdmin> {
  em.remove(await amenityById(em, id));
  await em.flush();
  return listAmenitiesAdmin(em);
}

export async function moveAmenity(em: EntityManager, id: number, direction: Direction): Promise<AmenitiesAdmin> {
  await amenityById(em, id);
  const rows = await em.find(AmenityEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  swapWithNeighbour(rows, id, direction);
  await em.flush();
  return listAmenitiesAdmin(em);
}
