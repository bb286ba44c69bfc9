import { describe, expect, it } from 'vitest';
import type { Attraction } from '../../../shared/property/property.schemas';
import { distanceMiles, groupThingsToDo } from './group-things-to-do';

let nextId = 1;
function attraction(name: string, category: string, distance: string | null): Attraction {
  return {
    id: nextId++,
    name,
    category,
    description: `${name} description`,
    detailed_description: null,
    lat: '21.4',
    lng: '-157.8',
    address: '',
    distance,
    color: null,
    rating: null,
    reviews_count: 0,
    image_url: null,
    gallery_images: [],
    images: [],
    tags: [],
    hours: null,
    ticket_price: null,
  };
}

describe('distanceMiles', () => {
  it.each([
    ['5.1 miles', 5.1],
    ['0.4 miles', 0.4],
    ['12 mi', 12],
    [null, Number.POSITIVE_INFINITY],
    ['nearby', Number.POSITIVE_INFINITY],
  ])('%j -> %j', (text, miles) => {
    expect(distanceMiles(text)).toBe(miles);
  });
});

describe('groupThingsToDo', () => {
  it('orders the groups beaches, sights, food, shopping, transport, then others, nearest first', () => {
    const groups = groupThingsToDo([
      attraction('Airport', 'transportation', '10.7 miles'),
      attraction('Far Beach', 'beach', '6.4 miles'),
      attraction('Mall', 'shopping', '0.4 miles'),
      attraction('Temple', 'attraction', '2.0 miles'),
      attraction('Near Beach', 'Beach', '5.1 miles'),
      attraction('Golf Course', 'golf_course', '3.0 miles'),
      attraction('Unknown Distance Beach', 'beach', null),
      attraction('Grill', 'restaurant', '1.2 miles'),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Beaches', 'Sights & Activities', 'Places to Eat', 'Shopping', 'Getting Around', 'Golf course']);
    expect(groups[0]?.attractions.map((a) => a.name)).toEqual(['Near Beach', 'Far Beach', 'Unknown Distance Beach']);
  });

  it('has no groups without attractions', () => {
    expect(groupThingsToDo([])).toEqual([]);
  });
});
