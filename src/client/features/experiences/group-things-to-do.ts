import type { Attraction } from '../../../shared/property/property.schemas';

export interface ThingsToDoGroup {
  category: string;
  title: string;
  attractions: Attraction[];
}

/** Category order and headings; any other category goes last under its own name. */
const GROUPS: readonly { category: string; title: string }[] = [
  { category: 'beach', title: 'Beaches' },
  { category: 'attraction', title: 'Sights & Activities' },
  { category: 'restaurant', title: 'Places to Eat' },
  { category: 'shopping', title: 'Shopping' },
  { category: 'transportation', title: 'Getting Around' },
];

/** Miles from a distance text like '5.1 miles' (Infinity when missing, so it sorts last). */
export function distanceMiles(distance: string | null): number {
  const match = distance?.match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

function titleFor(category: string): string {
  const known = GROUPS.find((group) => group.category === category);
  if (known) return known.title;
  const words = category.trim().replace(/[_-]+/g, ' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'More to Explore';
}

/** Attractions grouped by category in a fixed order, nearest first within each group. */
export function groupThingsToDo(attractions: readonly Attraction[]): ThingsToDoGroup[] {
  const byCategory = new Map<string, Attraction[]>();
  for (const attraction of attractions) {
    const key = attraction.category.trim().toLowerCase();
    byCategory.set(key, [...(byCategory.get(key) ?? []), attraction]);
  }
  const rank = (category: string): number => {
    const index = GROUPS.findIndex((group) => group.category === category);
    return index === -1 ? GROUPS.length : index;
  };
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({
      category,
      title: titleFor(category),
      attractions: [...list].sort((a, b) => distanceMiles(a.distance) - distanceMiles(b.distance) || a.name.localeCompare(b.name)),
    }));
}
