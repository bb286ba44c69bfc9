import type { SiteInfo } from '../../shared/property/property.schemas';
import { DEFAULT_TOURS_WIDGET_URL } from '../../shared/property/site-info.rules';
import type { SiteInfoSeed } from './seed-data/seed-types';

export function siteInfoToSetting(seed: SiteInfoSeed): SiteInfo {
  return {
    site_name: seed.siteName,
    site_description: seed.siteDescription,
    address: seed.address,
    contact_phone: seed.contactPhone,
    contact_email: seed.contactEmail,
    social_links: seed.socialLinks,
    tat_registration_id: seed.tatRegistrationId,
    get_license_id: seed.getLicenseId,
    county_registration: seed.countyRegistration,
    tax_map_key: seed.taxMapKey,
    tours_widget_url: DEFAULT_TOURS_WIDGET_URL,
    host: { name: seed.host.name, first_name: seed.host.firstName, photo_url: seed.host.photoUrl, usually_answers: seed.host.usuallyAnswers },
  };
}
