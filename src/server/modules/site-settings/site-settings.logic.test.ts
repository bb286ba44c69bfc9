import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../shared/settings/site-settings.schemas';
import { siteInfoPartOf, stayRulesPartOf, toSiteSettings } from './site-settings.logic';

const settings: SiteSettings = {
  site_name: 'Hale Kai',
  site_description: 'By the bay.',
  address: 'Kaneohe, HI, 96744',
  contact_phone: '(808) 555-0142',
  contact_email: 'aloha@example.com',
  social_instagram: 'https://www.instagram.com/halekai',
  social_facebook: 'https://www.facebook.com/halekai',
  social_twitter: '',
  tat_registration_id: 'TA-1',
  get_license_id: 'GE-1',
  county_registration: 'NUC 1',
  tax_map_key: '(1) 4-6-005:031',
  tours_widget_url: '',
  host_email: 'host@example.com',
  check_in_time: '16:00',
  check_out_time: '11:00',
  pets_allowed: true,
  smoking_allowed: false,
  house_rules: ['Quiet hours are 10:00 PM to 7:00 AM.'],
};

describe('site settings split between site info and the house', () => {
  it('nests the social links as site info keeps them, and puts the times and rules on the house', () => {
    expect(siteInfoPartOf(settings).social_links).toEqual({ instagram: 'https://www.instagram.com/halekai', facebook: 'https://www.facebook.com/halekai', twitter: '' });
    expect(siteInfoPartOf(settings)).not.toHaveProperty('check_in_time');
    expect(stayRulesPartOf(settings)).toEqual({ check_in_time: '16:00', check_out_time: '11:00', pets_allowed: true, smoking_allowed: false, house_rules: settings.house_rules });
  });

  it('reads back exactly what was split', () => {
    expect(toSiteSettings(siteInfoPartOf(settings), stayRulesPartOf(settings))).toEqual(settings);
  });
});
