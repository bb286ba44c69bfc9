import { describe, expect, it } from 'vitest';
import { responsiveImage } from './photo-sizes';
import {
  BASIC_COLOR_NAMES,
  DEFAULT_MAP_CENTER,
  FALLBACK_MARKER_COLOR,
  attractionDestination,
  attractionIconKey,
  attractionImages,
  distanceLabel,
  galleryCounter,
  generalAreaNote,
  googleMapsDirectionsUrl,
  isValidCoordinates,
  markerColor,
  parseCoordinates,
  resolveMapLocation,
  wrapIndex,
} from './location.rules';

describe('markerColor (spec §5)', () => {
  it.each([
    ['#0e7490', '#0e7490'],
    ['#ABC', '#ABC'],
    ['  #7c3aed ', '#7c3aed'],
    ['rgb(15, 110, 122)', 'rgb(15, 110, 122)'],
    ['rgba(0,0,0,0.5)', 'rgba(0,0,0,0.5)'],
    ['rgb(100% 50% 0% / 50%)', 'rgb(100% 50% 0% / 50%)'],
    ['hsl(180, 50%, 40%)', 'hsl(180, 50%, 40%)'],
    ['hsla(200deg, 60%, 30%, .8)', 'hsla(200deg, 60%, 30%, .8)'],
    ['HSL(180 50% 40%)', 'HSL(180 50% 40%)'],
    ['teal', 'teal'],
    ['Gold', 'gold'],
    ['indigo', 'indigo'],
  ])('accepts %j as %j', (input, expected) => {
    expect(markerColor(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['#12'],
    ['#1234'],
    ['#12345g'],
    ['0e7490'],
    ['rgb(1, 2)'],
    ['rgb(1, 2, 3, 4, 5)'],
    ['rgb(1, 2, 3); background: url(x)'],
    ['cmyk(1, 2, 3, 4)'],
    ['rebeccapurple'],
    ['transparent'],
    ['"><img src=x onerror=alert(1)>'],
    ['red; color: blue'],
  ])('rejects %j with the fallback grey', (input) => {
    expect(markerColor(input)).toBe(FALLBACK_MARKER_COLOR);
  });

  it('knows exactly 22 basic names, each accepted', () => {
    expect(new Set(BASIC_COLOR_NAMES).size).toBe(22);
    for (const name of BASIC_COLOR_NAMES) expect(markerColor(name)).toBe(name);
  });
});

describe('attractionIconKey (spec §3)', () => {
  it.each([
    ['attraction', 'attraction'],
    ['restaurant', 'restaurant'],
    ['beach', 'beach'],
    ['transportation', 'transportation'],
    ['shopping', 'shopping'],
    [' Beach ', 'beach'],
    ['museum', 'default'],
    ['', 'default'],
    [null, 'default'],
  ] as const)('maps %j to %j', (category, key) => {
    expect(attractionIconKey(category)).toBe(key);
  });
});

describe('distanceLabel', () => {
  it.each([
    ['5.1 miles', '5.1 miles'],
    ['  0.4 miles ', '0.4 miles'],
    ['', 'N/A'],
    ['   ', 'N/A'],
    [null, 'N/A'],
  ])('%j shows as %j', (distance, label) => {
    expect(distanceLabel(distance)).toBe(label);
  });
});

describe('coordinates', () => {
  it.each([
    [21.4248, -157.8012, true],
    [-90, 180, true],
    [0, 0, false],
    [91, 0, false],
    [10, -181, false],
    [Number.NaN, 1, false],
    [null, 1, false],
    [undefined, undefined, false],
  ])('isValidCoordinates(%j, %j) is %j', (lat, lng, valid) => {
    expect(isValidCoordinates(lat, lng)).toBe(valid);
  });

  it.each([
    ['21.3976', '-157.7273', { lat: 21.3976, lng: -157.7273 }],
    [' 21.5 ', ' -157.8 ', { lat: 21.5, lng: -157.8 }],
    ['', '-157.7', null],
    ['21.3', '', null],
    ['north', '-157.7', null],
    ['0', '0', null],
    [null, null, null],
  ])('parseCoordinates(%j, %j) gives %j', (lat, lng, expected) => {
    expect(parseCoordinates(lat, lng)).toEqual(expected);
  });
});

describe('resolveMapLocation', () => {
  const approximate = { lat: 21.43, lng: -157.8 };
  const exact = { lat: 21.4248, lng: -157.8012 };

  it.each([
    ['exact coordinates win when present', { propertyKnown: true, approximate, exact }, { kind: 'exact', point: exact }],
    ['approximate without exact', { propertyKnown: true, approximate, exact: null }, { kind: 'approximate', point: approximate }],
    ['approximate when exact is invalid', { propertyKnown: true, approximate, exact: { lat: 0, lng: 0 } }, { kind: 'approximate', point: approximate }],
    ['unset when the property has no position', { propertyKnown: true, approximate: { lat: null, lng: null } }, { kind: 'unset' }],
    ['unset when the property sits at 0,0', { propertyKnown: true, approximate: { lat: 0, lng: 0 } }, { kind: 'unset' }],
    ['default centre when nothing is known', { propertyKnown: false }, { kind: 'default', point: DEFAULT_MAP_CENTER }],
  ])('%s', (_name, input, expected) => {
    expect(resolveMapLocation(input)).toEqual(expected);
  });

  it('has the spec default centre near 21.5136, -157.8401', () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 21.5136, lng: -157.8401 });
  });
});

describe('generalAreaNote (spec §2)', () => {
  it.each([
    [true, 'Exact location shown after booking confirmation'],
    [false, 'Exact location shown to confirmed guests'],
  ])('signed in %j says %j', (signedIn, note) => {
    expect(generalAreaNote(signedIn)).toBe(note);
  });
});

describe('directions', () => {
  it.each([
    ['the address when there is one', { address: '526 Kawailoa Rd, Kailua, HI 96734', lat: '21.3976', lng: '-157.7273' }, '526 Kawailoa Rd, Kailua, HI 96734'],
    ['lat,lng when the address is blank', { address: '  ', lat: '21.3976', lng: '-157.7273' }, '21.3976,-157.7273'],
    ['nothing when neither exists', { address: '', lat: '', lng: '' }, null],
    ['nothing when the position is nonsense', { address: '', lat: 'abc', lng: '1' }, null],
  ])('destination is %s', (_name, attraction, expected) => {
    expect(attractionDestination(attraction)).toBe(expected);
  });

  it.each([
    [
      { lat: 21.43, lng: -157.8 },
      '526 Kawailoa Rd, Kailua, HI 96734',
      'https://www.google.com/maps/dir/?api=1&origin=21.43%2C-157.8&destination=526%20Kawailoa%20Rd%2C%20Kailua%2C%20HI%2096734&travelmode=driving',
    ],
    [
      { lat: 21.43, lng: -157.8 },
      "Ho'omaluhia & Garden #2",
      'https://www.google.com/maps/dir/?api=1&origin=21.43%2C-157.8&destination=Ho\'omaluhia%20%26%20Garden%20%232&travelmode=driving',
    ],
    [{ lat: 21.43, lng: -157.8 }, '21.3976,-157.7273', 'https://www.google.com/maps/dir/?api=1&origin=21.43%2C-157.8&destination=21.3976%2C-157.7273&travelmode=driving'],
  ])('builds a Google Maps directions URL from %j to %j', (origin, destination, url) => {
    expect(googleMapsDirectionsUrl(origin, destination)).toBe(url);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('destination')).toBe(destination);
  });
});

describe('attraction gallery', () => {
  const urls = (images: { url: string }[]) => images.map((image) => image.url);
  it.each([
    ['no images at all', { imageUrl: null, galleryImages: [] }, []],
    ['the main image only', { imageUrl: '/a.jpg', galleryImages: [] }, ['/a.jpg']],
    ['main first, gallery after, repeats and blanks dropped', { imageUrl: '/a.jpg', galleryImages: ['/b.jpg', '/a.jpg', ' ', '/c.jpg'] }, ['/a.jpg', '/b.jpg', '/c.jpg']],
    ['gallery without a main image', { imageUrl: '', galleryImages: ['/b.jpg'] }, ['/b.jpg']],
  ])('linked by address: %s', (_name, linked, expected) => {
    expect(urls(attractionImages('Pier', [], linked))).toEqual(expected);
  });

  it('puts the uploads first with their own alt text, and names the linked ones by the attraction and their place', () => {
    const upload = responsiveImage('upload-00112233aabbccdd', 'Surfers at dawn', null);
    const images = attractionImages('Kailua Beach', [upload], { imageUrl: '/a.jpg', galleryImages: [upload.url] });
    expect(images.map((image) => [image.url, image.alt])).toEqual([
      [upload.url, 'Surfers at dawn'],
      ['/a.jpg', 'Kailua Beach (2 of 2)'],
    ]);
    expect(images[0]?.srcset?.avif).toContain('upload-00112233aabbccdd-320.avif 320w');
    // A linked image keeps the frame's 3:2, so the page does not move when it arrives.
    expect(images[1]).toMatchObject({ width: 1280, height: 853, placeholder: null });
    expect(images[1]?.srcset).toBeUndefined();
  });

  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [-4, 3, 2],
    [5, 0, 0],
  ])('wrapIndex(%j, %j) is %j', (index, total, expected) => {
    expect(wrapIndex(index, total)).toBe(expected);
  });

  it.each([
    [0, 3, '1 / 3'],
    [2, 3, '3 / 3'],
    [3, 3, '1 / 3'],
    [-1, 3, '3 / 3'],
  ])('counter for index %j of %j reads %j', (index, total, text) => {
    expect(galleryCounter(index, total)).toBe(text);
  });
});
