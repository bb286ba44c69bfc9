import { describe, expect, it } from 'vitest';
import { pageJsonLd, sourceKindFor } from './seo-page.logic';
import {
  aggregateRatingLd,
  attractionListLd,
  offerLd,
  postalAddressLd,
  productLd,
  schemaTime,
} from './structured-data.logic';
import { PUBLIC_URL, TODAY, attraction, house, property, review, siteInfo, summary } from '../../../test/fixtures/seo';

type Node = Record<string, unknown> & { '@type': string };
const context = { publicUrl: PUBLIC_URL, today: TODAY };

function graphOf(documents: object[]): Node[] {
  expect(documents).toHaveLength(1);
  const document = documents[0] as { '@context': string; '@graph': Node[] };
  expect(document['@context']).toBe('https://schema.org');
  return document['@graph'];
}

function node(graph: Node[], type: string): Node {
  const found = graph.find((item) => item['@type'] === type);
  expect(found, type).toBeDefined();
  return found!;
}

describe('home @graph', () => {
  const graph = graphOf(pageJsonLd('home', { kind: 'home', house: house() }, context));

  it('holds Organization, VacationRental, LodgingBusiness, Place and BreadcrumbList', () => {
    expect(graph.map((item) => item['@type'])).toEqual([
      'Organization',
      'VacationRental',
      'LodgingBusiness',
      'Place',
      'BreadcrumbList',
    ]);
  });

  it('describes the house from its data: rooms, occupancy, amenities, rating, images, price range', () => {
    const rental = node(graph, 'VacationRental');
    expect(rental).toMatchObject({
      name: 'Kaneohe Bay Oceanfront Beach House',
      numberOfRooms: 4,
      occupancy: { '@type': 'QuantitativeValue', maxValue: 10 },
      containsPlace: { numberOfBedrooms: 4, numberOfBathroomsTotal: 3, occupancy: { maxValue: 10 } },
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Kayaks', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 7, bestRating: 5 },
      image: [`${PUBLIC_URL}/photos/lanai-view-1280.webp`, `${PUBLIC_URL}/photos/kitchen-1280.webp`],
      priceRange: '$$$$',
      telephone: '(808) 555-0142',
      email: 'aloha@kaneohebayhouse.com',
      checkinTime: '15:00:00',
      checkoutTime: '10:00:00',
    });
  });

  it('places the house by the approximate public point and the site-info address', () => {
    for (const type of ['VacationRental', 'LodgingBusiness', 'Place']) {
      expect(node(graph, type)).toMatchObject({
        geo: { '@type': 'GeoCoordinates', latitude: 21.4181, longitude: -157.8071 },
        address: { '@type': 'PostalAddress', addressLocality: 'Kaneohe', addressRegion: 'HI', postalCode: '96744' },
      });
    }
  });

  it('carries the first five reviews with author, date, text and rating', () => {
    const reviews = node(graph, 'VacationRental').review as Node[];
    expect(reviews.map((item) => item.reviewBody)).toEqual([1, 2, 3, 4, 5].map((id) => `Review number ${id}`));
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Guest 1' },
      datePublished: '2025-02-15',
      reviewBody: 'Review number 1',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('offers the base rate in USD, valid for 30 days from today', () => {
    expect(node(graph, 'LodgingBusiness').makesOffer).toMatchObject({
      '@type': 'Offer',
      price: '500.00',
      priceCurrency: 'USD',
      priceValidUntil: '2026-04-09',
      url: `${PUBLIC_URL}/booking`,
    });
  });

  it('links the nodes by @id and lists the organisation contacts and profiles', () => {
    expect(node(graph, 'Organization')).toMatchObject({
      '@id': `${PUBLIC_URL}/#organization`,
      name: 'Kaneohe Bay Beach House',
      url: `${PUBLIC_URL}/`,
      sameAs: ['https://www.instagram.com/kbh', 'https://twitter.com/kbh'],
    });
    expect(node(graph, 'LodgingBusiness').containedInPlace).toEqual({ '@id': `${PUBLIC_URL}/#place` });
    expect(node(graph, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
    ]);
  });
});

describe('other pages', () => {
  it('/stay: a Product with rating and offer, and breadcrumbs Home › Stay', () => {
    const product = { property: property(), siteInfo: siteInfo(), summary: summary(12, 4.9) };
    const graph = graphOf(pageJsonLd('stay', { kind: 'stay', product }, context));
    expect(graph.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(node(graph, 'Product')).toMatchObject({
      name: 'Kaneohe Bay Oceanfront Beach House',
      brand: { '@type': 'Brand', name: 'Kaneohe Bay Beach House' },
      aggregateRating: { ratingValue: 4.9, reviewCount: 12 },
      offers: { '@type': 'Offer', price: '500.00', priceCurrency: 'USD', priceValidUntil: '2026-04-09' },
    });
    expect((node(graph, 'BreadcrumbList').itemListElement as Node[]).map((crumb) => crumb.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/stay`,
    ]);
  });

  it('/experiences: breadcrumbs and an ItemList of TouristAttraction', () => {
    const attractions = [attraction(1, { image_url: '/photos/kailua-1280.webp', tags: ['beach', 'swim'] }), attraction(2, { lat: '', lng: '' })];
    const graph = graphOf(pageJsonLd('experiences', { kind: 'experiences', attractions }, context));
    expect(graph.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const items = node(graph, 'ItemList').itemListElement as { position: number; item: Node }[];
    expect(items.map((entry) => entry.position)).toEqual([1, 2]);
    expect(items[0]!.item).toEqual({
      '@type': 'TouristAttraction',
      name: 'Attraction 1',
      description: 'Description 1',
      address: '526 Kawailoa Rd, Kailua, HI 96734',
      geo: { '@type': 'GeoCoordinates', latitude: 21.3976, longitude: -157.7273 },
      image: `${PUBLIC_URL}/photos/kailua-1280.webp`,
      keywords: 'beach, swim',
    });
    expect(items[1]!.item.geo).toBeUndefined();
  });

  it.each(['contact', 'policies'] as const)('/%s: breadcrumbs only', (key) => {
    const graph = graphOf(pageJsonLd(key, { kind: 'none' }, context));
    expect(graph.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
    expect((graph[0]!.itemListElement as Node[])[1]).toMatchObject({ position: 2, item: `${PUBLIC_URL}/${key}` });
  });

  it.each(['auth', 'admin', 'checkout', 'bookingDetails', 'confirmation', 'notFound'] as const)('%s: no structured data', (key) => {
    expect(sourceKindFor(key)).toBe('none');
    expect(pageJsonLd(key, { kind: 'none' }, context)).toEqual([]);
  });
});

describe('builders', () => {
  it('no AggregateRating without reviews', () => {
    expect(aggregateRatingLd(summary(0, 0))).toBeUndefined();
    const graph = graphOf(pageJsonLd('home', { kind: 'home', house: house({ summary: summary(0, 0), reviews: [] }) }, context));
    expect(node(graph, 'VacationRental').aggregateRating).toBeUndefined();
    expect(node(graph, 'VacationRental').review).toBeUndefined();
  });

  it.each([
    ['Kaneohe, HI, 96744', { addressLocality: 'Kaneohe', addressRegion: 'HI', postalCode: '96744' }],
    ['', { addressLocality: 'Kaneohe', addressRegion: 'HI', postalCode: undefined }],
    ['Kailua,  HI', { addressLocality: 'Kailua', addressRegion: 'HI', postalCode: undefined }],
  ])('postal address from %j', (address, expected) => {
    expect(postalAddressLd(address)).toEqual({ '@type': 'PostalAddress', addressCountry: 'US', ...expected });
  });

  it('the offer is valid until today + 30 days, across a month end', () => {
    expect(offerLd(property(), { publicUrl: PUBLIC_URL, today: '2026-12-15' }).priceValidUntil).toBe('2027-01-14');
  });

  it.each([['15:00', '15:00:00'], ['10:00 AM', '10:00 AM']])('schema time %s → %s', (value, expected) => {
    expect(schemaTime(value)).toBe(expected);
  });

  it('the Product builder can carry reviews too (first five)', () => {
    const reviews = Array.from({ length: 8 }, (_, index) => review(index + 1));
    const product = productLd({ property: property(), siteInfo: siteInfo(), summary: summary(8), reviews }, context, '/stay');
    expect(product.review).toHaveLength(5);
  });

  it('an empty attraction list is still a valid ItemList', () => {
    expect(attractionListLd([], PUBLIC_URL, 'Things')).toEqual({ '@type': 'ItemList', name: 'Things', numberOfItems: 0, itemListElement: [] });
  });
});
