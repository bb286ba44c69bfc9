import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from './site-settings.schemas';

const valid = {
  site_name: 'Kaneohe Bay Beach House',
  site_description: 'An oceanfront beach house on Kaneohe Bay.',
  address: '',
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
  house_rules: ['Quiet hours are 10:00 PM to 7:00 AM.'],
};

const messagesOf = (input: unknown) => {
  const result = siteSettingsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the site settings schema', () => {
  it('takes today’s settings, trimming each line', () => {
    expect(siteSettingsSchema.parse({ ...valid, site_name: '  Hale Kai  ', house_rules: [' No parties. '] })).toMatchObject({ site_name: 'Hale Kai', house_rules: ['No parties.'] });
  });

  it('takes a partner widget on https, our own path, or none', () => {
    for (const tours_widget_url of ['https://widget.viator.com/x', '/widgets/tours', '']) expect(messagesOf({ ...valid, tours_widget_url })).toEqual({});
  });

  it('names the field and what to do for each refusal', () => {
    expect(
      messagesOf({
        ...valid,
        site_name: '',
        contact_phone: 'call me',
        contact_email: 'aloha',
        social_twitter: 'http://twitter.com/x',
        get_license_id: 'GE\u0000',
        check_in_time: '3 pm',
        tours_widget_url: 'javascript:alert(1)',
        host_email: 'nobody',
        pets_allowed: 'yes',
        house_rules: ['   '],
      }),
    ).toEqual({
      site_name: 'Give the site name',
      contact_phone: 'Give a phone number, such as (808) 555-0142',
      contact_email: 'Give a valid e-mail address',
      social_twitter: 'Give the X (Twitter) address starting with https://, or leave it empty',
      get_license_id: 'Remove the special characters',
      check_in_time: 'Give the check-in time as hours and minutes, such as 15:00',
      tours_widget_url: 'Give an address starting with https:// or a path on this site such as /widgets/tours, or leave it empty for no widget',
      host_email: 'Give a valid e-mail address, or leave it empty',
      pets_allowed: 'Say whether pets are allowed',
      house_rules: 'Leave no empty rule',
    });
  });

  it('refuses a time past the day and a site name past 80 characters', () => {
    expect(messagesOf({ ...valid, check_out_time: '24:00', site_name: 'x'.repeat(81) })).toEqual({
      check_out_time: 'Give the check-out time as hours and minutes, such as 15:00',
      site_name: 'The site name is too long (80 characters at most)',
    });
  });
});
