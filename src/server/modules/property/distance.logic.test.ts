import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../../shared/property/public-point.rules';
import { METERS_PER_MILE, publicDistanceLabel } from './distance.logic';

const PUBLIC_POINT = { lat: 21.4181, lng: -157.8071 };

describe('haversineMeters', () => {
  it.each([
    ['the same point', PUBLIC_POINT, PUBLIC_POINT, 0, 0.001],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195, 1],
    ['one degree of longitude at 60°N (half the equator’s)', { lat: 60, lng: 10 }, { lat: 60, lng: 11 }, 55_597, 1],
    ['Honolulu airport to Kailua Beach Park', { lat: 21.3187, lng: -157.9225 }, { lat: 21.3976, lng: -157.7273 }, 21_970, 100],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, Math.PI * 6_371_008.8, 1],
  ])('%s', (_name, from, to, metres, tolerance) => {
    expect(Math.abs(haversineMeters(from, to) - metres)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(haversineMeters(to, from) - metres)).toBeLessThanOrEqual(tolerance);
  });
});

describe('publicDistanceLabel', () => {
  it.each([
    ['miles to 0.1 from the public point', { lat: '21.3976', lng: '-157.7273' }, '5.3 miles'],
    ['numbers as well as numeric strings', { lat: 21.3976, lng: -157.7273 }, '5.3 miles'],
    ['0.0 miles at the public point itself', { lat: '21.4181', lng: '-157.8071' }, '0.0 miles'],
    ['null without a position', { lat: '', lng: '' }, null],
    ['null for nonsense', { lat: 'north', lng: '-157.7' }, null],
    ['null for 0,0', { lat: '0', lng: '0' }, null],
  ])('%s', (_name, attraction, label) => {
    expect(publicDistanceLabel(PUBLIC_POINT, attraction)).toBe(label);
  });

  it('agrees with haversineMeters', () => {
    const to = { lat: 21.5111, lng: -157.8369 };
    const miles = haversineMeters(PUBLIC_POINT, to) / METERS_PER_MILE;
    expect(publicDistanceLabel(PUBLIC_POINT, { lat: to.lat, lng: to.lng })).toBe(`${miles.toFixed(1)} miles`);
  });
});
