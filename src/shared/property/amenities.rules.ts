import type { Amenity, AmenityCategory } from './property.schemas';

/** Spec §9: the section shows at most six amenities. */
export const FEATURED_AMENITY_LIMIT = 6;
export const DEFAULT_CATEGORY_ICON = 'sparkles';

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** The featured amenities (at most six); when none is featured, the first six in the order given. */
export function featuredAmenities(amenities: readonly Amenity[]): Amenity[] {
  const featured = amenities.filter((amenity) => amenity.featured);
  return (featured.length > 0 ? featured : amenities).slice(0, FEATURED_AMENITY_LIMIT);
}

export function amenityDescription(amenity: Pick<Amenity, 'name' | 'description'>): string {
  return isBlank(amenity.description) ? `Premium ${amenity.name} for your stay` : (amenity.description as string).trim();
}

/**
 * The spec has two texts for a category without a description. We read them as
 * the stored default and the display fallback: a category saved with no
 * description at all (null) gets the default, one saved with an empty text
 * gets the fallback, so an owner who cleared the field sees it noticed.
 */
export function categoryDescription(category: Pick<AmenityCategory, 'name' | 'description'>): string {
  if (category.description === null || category.description === undefined) return `Everything you need for ${category.name.toLowerCase()}`;
  if (isBlank(category.description)) return `Premium ${category.name} amenities for your stay`;
  return category.description.trim();
}

export function categoryIcon(category: Pick<AmenityCategory, 'icon'>): string {
  return isBlank(category.icon) ? DEFAULT_CATEGORY_ICON : (category.icon as string).trim().toLowerCase();
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only a plain hex colour is trusted as a badge background; anything else gets the default. */
export function categoryColor(category: Pick<AmenityCategory, 'color'>): string | null {
  const color = category.color?.trim();
  return color && HEX_COLOR.test(color) ? color : null;
}

export interface AmenityGroup {
  name: string;
  description: string;
  icon: string;
  color: string | null;
  amenities: Amenity[];
}

/**
 * One block per category that has at least one amenity, by sort_order
 * (ties keep the server's order). Amenities match their category by name;
 * with no categories (the call failed) there are no blocks.
 */
export function groupByCategory(amenities: readonly Amenity[], categories: readonly AmenityCategory[]): AmenityGroup[] {
  return categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => a.category.sort_order - b.category.sort_order || a.index - b.index)
    .map(({ category }) => ({
      name: category.name,
      description: categoryDescription(category),
      icon: categoryIcon(category),
      color: categoryColor(category),
      amenities: amenities.filter((amenity) => amenity.category === category.name),
    }))
    .filter((group) => group.amenities.length > 0);
}

/** The icon of the category an amenity belongs to, for the cards outside the dialog. */
export function iconForAmenity(amenity: Pick<Amenity, 'category'>, categories: readonly AmenityCategory[]): string {
  const category = categories.find((candidate) => candidate.name === amenity.category);
  return category ? categoryIcon(category) : DEFAULT_CATEGORY_ICON;
}

/** The category icons the site draws (src/client/features/amenities/amenity-icon.tsx), with the name the owner picks from. */
export const AMENITY_ICONS = [
  { id: 'sparkles', label: 'Sparkles' },
  { id: 'waves', label: 'Waves' },
  { id: 'chef-hat', label: 'Chef’s hat' },
  { id: 'utensils', label: 'Fork and knife' },
  { id: 'bed-double', label: 'Bed' },
  { id: 'wifi', label: 'Wi-Fi' },
  { id: 'tv', label: 'Television' },
  { id: 'sun', label: 'Sun' },
  { id: 'shield-check', label: 'Shield' },
] as const;
export type AmenityIconName = (typeof AMENITY_ICONS)[number]['id'];
export const AMENITY_ICON_NAMES = AMENITY_ICONS.map((icon) => icon.id) as [AmenityIconName, ...AmenityIconName[]];
