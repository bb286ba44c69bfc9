import type { SiteSettings } from '../shared/settings/site-settings.schemas';

/** Valid site settings, as the owner's form sends them: the seeded house with its registration numbers. */
export const SITE_SETTINGS_SAMPLE: SiteSettings = {
  site_name: 'Kaneohe Bay Beach House',
  site_description: 'An oceanfront beach house on Kaneohe Bay.',
  address: 'Kaneohe, HI, 96744',
  contact_phone: '(808) 555-0142',
  contact_email: 'aloha@kaneohebayhouse.com',
  social_instagram: 'https://www.instagram.com/kaneohebayhouse',
  social_facebook: '',
  social_twitter: '',
  tat_registration_id: 'TA-047-381-6624-01',
  get_license_id: 'GE-047-381-6624-01',
  county_registration: 'NUC 90/TVU-0317',
  tax_map_key: '(1) 4-6-005:031',
  tours_widget_url: '/widgets/tours',
  host_email: '',
  check_in_time: '15:00',
  check_out_time: '10:00',
  pets_allowed: false,
  smoking_allowed: false,
  house_rules: ['Quiet hours are 10:00 PM to 7:00 AM.', 'No parties.'],
};
