import type { SiteSettings } from '../../../shared/settings/site-settings.schemas';
import type { SiteInfoSettings } from '../content/content.service';
import type { StayRules } from '../property/property.service';

/** The form's flat shape from site info (social links nested there) and the house's rules. */
export function toSiteSettings(site: SiteInfoSettings, rules: StayRules): SiteSettings {
  const { social_links: social, ...rest } = site;
  return { ...rest, social_instagram: social.instagram, social_facebook: social.facebook, social_twitter: social.twitter, ...rules };
}

export function siteInfoPartOf(settings: SiteSettings): SiteInfoSettings {
  return {
    site_name: settings.site_name,
    site_description: settings.site_description,
    address: settings.address,
    contact_phone: settings.contact_phone,
    contact_email: settings.contact_email,
    social_links: { instagram: settings.social_instagram, facebook: settings.social_facebook, twitter: settings.social_twitter },
    tat_registration_id: settings.tat_registration_id,
    get_license_id: settings.get_license_id,
    county_registration: settings.county_registration,
    tax_map_key: settings.tax_map_key,
    tours_widget_url: settings.tours_widget_url,
    host_email: settings.host_email,
  };
}

export function stayRulesPartOf(settings: SiteSettings): StayRules {
  return {
    check_in_time: settings.check_in_time,
    check_out_time: settings.check_out_time,
    pets_allowed: settings.pets_allowed,
    smoking_allowed: settings.smoking_allowed,
    house_rules: settings.house_rules,
  };
}
