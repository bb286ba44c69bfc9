import type { EntityManager } from '@mikro-orm/postgresql';
import { policySchema, siteInfoSchema, type Policy, type SiteInfo } from '../../../shared/property/property.schemas';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import { PolicyEntity, SettingEntity } from './content.entity';

export const SITE_INFO_KEY = 'site_info';

export async function getSiteInfo(em: EntityManager): Promise<SiteInfo> {
  const row = await em.findOne(SettingEntity, { key: SITE_INFO_KEY });
  const parsed = siteInfoSchema.partial().safeParse(row?.value ?? {});
  return withSiteInfoFallbacks(parsed.success ? parsed.data : null);
}

const POLICY_ORDER = ['cancellation', 'terms', 'privacy', 'house-rules'];

export async function listPolicies(em: EntityManager): Promise<Policy[]> {
  const rows = await em.find(PolicyEntity, {});
  return rows
    .map((row) => policySchema.parse({ slug: row.slug, title: row.title, body: row.body }))
    .sort((a, b) => POLICY_ORDER.indexOf(a.slug) - POLICY_ORDER.indexOf(b.slug));
}
