import { describe, expect, it } from 'vitest';
import { appDestination, isThisPage, sitePageOf } from './app-links';

const here = { href: 'https://house.test/policies', origin: 'https://house.test', pathname: '/policies', search: '' };
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...more });

describe('appDestination', () => {
  it('takes a plain click on a link to another of the site pages, with its query and anchor', () => {
    expect(appDestination(plainClick, link('/stay'), here)).toBe('/stay');
    expect(appDestination(plainClick, link('https://house.test/booking?from=menu#dates'), here)).toBe('/booking?from=menu#dates');
    expect(appDestination(plainClick, link('/p/surf-lessons'), here)).toBe('/p/surf-lessons');
    expect(appDestination(plainClick, link('/admin'), here)).toBe('/admin');
  });

  it('leaves new tabs, other windows, downloads and prevented clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(appDestination({ ...plainClick, [key]: true }, link('/stay'), here)).toBeNull();
    expect(appDestination({ ...plainClick, button: 1 }, link('/stay'), here)).toBeNull();
    expect(appDestination({ ...plainClick, defaultPrevented: true }, link('/stay'), here)).toBeNull();
    expect(appDestination(plainClick, link('/stay', { target: '_blank' }), here)).toBeNull();
    expect(appDestination(plainClick, link('/stay', { target: '_self' }), here)).toBe('/stay');
    expect(appDestination(plainClick, link('/stay', { download: true }), here)).toBeNull();
  });

  it('leaves other sites, files and addresses that are not pages, and anchors of this page, to the browser', () => {
    expect(appDestination(plainClick, link('https://other.test/stay'), here)).toBeNull();
    expect(appDestination(plainClick, link('/sitemap.xml'), here)).toBeNull();
    expect(appDestination(plainClick, link('/api/property/public'), here)).toBeNull();
    expect(appDestination(plainClick, link('mailto:host@example.com'), here)).toBeNull();
    expect(appDestination(plainClick, link('/policies#privacy'), here)).toBeNull();
    expect(appDestination(plainClick, link('#main-content'), here)).toBeNull();
  });
});

describe('sitePageOf', () => {
  it('answers the address of a site page and nothing for anything else', () => {
    expect(sitePageOf('/contact', here)?.pathname).toBe('/contact');
    expect(sitePageOf('/uploads/photo.webp', here)).toBeNull();
    expect(sitePageOf('tel:+18085550100', here)).toBeNull();
  });
});

describe('isThisPage', () => {
  it('is this page with or without an anchor, and not with another path or query', () => {
    expect(isThisPage('/policies#privacy', here)).toBe(true);
    expect(isThisPage('#main-content', here)).toBe(true);
    expect(isThisPage('https://house.test/policies', here)).toBe(true);
    expect(isThisPage('/policies?print=1', here)).toBe(false);
    expect(isThisPage('/booking#booking-form', here)).toBe(false);
  });
});
