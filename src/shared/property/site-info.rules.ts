import { paths } from '../paths';
import type { ChatHost, SiteInfo } from './property.schemas';

/**
 * The tours widget a new site starts with: our own page listing the house's nearby experiences,
 * which works offline and needs no partner account. The owner may set a Viator or GetYourGuide
 * partner widget address instead; an empty address leaves the widget out.
 */
export const DEFAULT_TOURS_WIDGET_URL = paths.toursWidget;

/**
 * Site info stored before the host existed: the widget then says 'the host' and shows no name. Here, not
 * beside the schema, so the pages' start-up code (site info's fallbacks) needs none of the schemas.
 */
export const NO_CHAT_HOST: ChatHost = { name: '', first_name: '', photo_url: '', usually_answers: '' };

/** The spec's fallbacks when site info is missing or incomplete. */
export const SITE_INFO_FALLBACK: SiteInfo = {
  site_name: 'Vacation Rental',
  site_description: 'Your perfect vacation rental experience.',
  address: '',
  contact_phone: '(000) 000-0000',
  contact_email: 'hello@example.com',
  social_links: { instagram: '', facebook: '', twitter: '' },
  tat_registration_id: '',
  get_license_id: '',
  county_registration: '',
  tax_map_key: '',
  tours_widget_url: null,
  host: NO_CHAT_HOST,
};

/** Fills each missing or empty field from the fallback; keeps everything else as given. */
export function withSiteInfoFallbacks(partial: Partial<SiteInfo> | null | undefined): SiteInfo {
  const merged = { ...SITE_INFO_FALLBACK };
  if (!partial) return merged;
  for (const key of Object.keys(SITE_INFO_FALLBACK) as (keyof SiteInfo)[]) {
    const value = partial[key];
    if (value !== undefined && value !== null && value !== '') (merged as Record<string, unknown>)[key] = value;
  }
  merged.social_links = { ...SITE_INFO_FALLBACK.social_links, ...(partial.social_links ?? {}) };
  return merged;
}
