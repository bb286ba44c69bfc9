import { describe, expect, it } from 'vitest';
import {
  amenityDescription,
  categoryColor,
  categoryDescription,
  categoryIcon,
  featuredAmenities,
  groupByCategory,
  iconForAmenity,
} from './amenities.rules';
import type { Amenity, AmenityCategory } from './property.schemas';

let nextId = 1;
function amenity(name: string, overrides: Partial<Amenity> = {}): Amenity {
  return { id: nextId++, name, description: `${name} description`, category: 'Beach & Water', featured: false, ...overrides };
}

function category(name: string, sortOrder: number, overrides: Partial<AmenityCategory> = {}): AmenityCategory {
  return { id: nextId++, name, description: `${name} text`, icon: null, color: null, sort_order: sortOrder, ...overrides };
}

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('featuredAmenities (spec §9: featured ones, else the first 6 in returned order)', () => {
  const plain = (count: number) => Array.from({ length: count }, (_, index) => amenity(`A${index + 1}`));

  it.each([
    { label: 'no amenities', list: [] as Amenity[], expected: [] as string[] },
    { label: 'three, none featured', list: plain(3), expected: ['A1', 'A2', 'A3'] },
    { label: 'nine, none featured', list: plain(9), expected: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] },
    {
      label: 'two featured among five',
      list: [amenity('A'), amenity('B', { featured: true }), amenity('C'), amenity('D', { featured: true }), amenity('E')],
      expected: ['B', 'D'],
    },
    {
      label: 'eight featured',
      list: Array.from({ length: 8 }, (_, index) => amenity(`F${index + 1}`, { featured: true })),
      expected: ['F1', 'F2', 'F3', 'F4', 'F5', 'F6'],
    },
  ])('$label', ({ list, expected }) => {
    expect(names(featuredAmenities(list))).toEqual(expected);
  });
});

describe('amenityDescription', () => {
  it.each([
    { description: 'Two tandem kayaks.', expected: 'Two tandem kayaks.' },
    { description: '  Padded  ', expected: 'Padded' },
    { description: null, expected: 'Premium Ocean kayaks for your stay' },
    { description: '', expected: 'Premium Ocean kayaks for your stay' },
    { description: '   ', expected: 'Premium Ocean kayaks for your stay' },
  ])('$description -> $expected', ({ description, expected }) => {
    expect(amenityDescription({ name: 'Ocean kayaks', description })).toBe(expected);
  });
});

describe('categoryDescription', () => {
  it.each([
    { description: 'Days on the bay.', expected: 'Days on the bay.' },
    { description: null, expected: 'Everything you need for kitchen & dining' },
    { description: '', expected: 'Premium Kitchen & Dining amenities for your stay' },
    { description: ' ', expected: 'Premium Kitchen & Dining amenities for your stay' },
  ])('$description -> $expected', ({ description, expected }) => {
    expect(categoryDescription({ name: 'Kitchen & Dining', description })).toBe(expected);
  });
});

describe('categoryIcon and categoryColor', () => {
  it.each([
    { icon: 'waves', expected: 'waves' },
    { icon: ' Chef-Hat ', expected: 'chef-hat' },
    { icon: null, expected: 'sparkles' },
    { icon: '', expected: 'sparkles' },
  ])('icon $icon -> $expected', ({ icon, expected }) => {
    expect(categoryIcon({ icon })).toBe(expected);
  });

  it.each([
    { color: '#0f6e7a', expected: '#0f6e7a' },
    { color: '#ABC', expected: '#ABC' },
    { color: null, expected: null },
    { color: 'from-amber-600 to-orange-700', expected: null },
    { color: 'red;background:url(x)', expected: null },
    { color: '#12345', expected: null },
  ])('color $color -> $expected', ({ color, expected }) => {
    expect(categoryColor({ color })).toBe(expected);
  });
});

describe('groupByCategory', () => {
  const beach = category('Beach & Water', 2, { icon: 'waves' });
  const kitchen = category('Kitchen & Dining', 1, { description: null, icon: 'chef-hat' });
  const safety = category('Safety & Essentials', 3);
  const amenities = [
    amenity('Kayaks', { category: 'Beach & Water', featured: true }),
    amenity('Range', { category: 'Kitchen & Dining' }),
    amenity('Paddleboard', { category: 'Beach & Water' }),
    amenity('Mystery', { category: 'Not a category' }),
  ];

  it('sorts by sort_order ascending and keeps each category’s amenities in order', () => {
    const groups = groupByCategory(amenities, [beach, safety, kitchen]);
    expect(names(groups)).toEqual(['Kitchen & Dining', 'Beach & Water']);
    expect(names(groups[1]!.amenities)).toEqual(['Kayaks', 'Paddleboard']);
  });

  it('leaves out categories with no amenities and amenities with no known category', () => {
    const groups = groupByCategory(amenities, [beach, kitchen, safety]);
    expect(names(groups)).not.toContain('Safety & Essentials');
    expect(groups.flatMap((group) => names(group.amenities))).not.toContain('Mystery');
  });

  it('resolves description, icon and colour with their defaults', () => {
    const [kitchenGroup, beachGroup] = groupByCategory(amenities, [beach, kitchen]);
    expect(kitchenGroup).toMatchObject({ description: 'Everything you need for kitchen & dining', icon: 'chef-hat', color: null });
    expect(beachGroup).toMatchObject({ description: 'Beach & Water text', icon: 'waves' });
  });

  it('keeps the server order for equal sort_order', () => {
    const first = category('First', 1);
    const second = category('Second', 1);
    const list = [amenity('x', { category: 'Second' }), amenity('y', { category: 'First' })];
    expect(names(groupByCategory(list, [first, second]))).toEqual(['First', 'Second']);
    expect(names(groupByCategory(list, [second, first]))).toEqual(['Second', 'First']);
  });

  it('gives no blocks when the categories could not be loaded', () => {
    expect(groupByCategory(amenities, [])).toEqual([]);
  });
});

describe('iconForAmenity', () => {
  it('uses the category’s icon, or sparkles when the category is unknown or has none', () => {
    const categories = [category('Beach & Water', 1, { icon: 'waves' }), category('Outdoor Living', 2)];
    expect(iconForAmenity({ category: 'Beach & Water' }, categories)).toBe('waves');
    expect(iconForAmenity({ category: 'Outdoor Living' }, categories)).toBe('sparkles');
    expect(iconForAmenity({ category: 'Elsewhere' }, categories)).toBe('sparkles');
  });
});
