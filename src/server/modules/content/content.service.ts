import type { EntityManager } from '@mikro-orm/postgresql';
import { policySchema, siteInfoSchema, type ChatHost, type ChatHostInput, type Policy, type SiteInfo } from '../../../shared/property/property.schemas';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import { PolicyEntity, SettingEntity } from './content.entity';

export const SITE_INFO_KEY = 'site_info';

export async function getSiteInfo(em: EntityManager): Promise<SiteInfo> {
  const row = await em.findOne(SettingEntity, { key: SITE_INFO_KEY });
  const parsed = siteInfoSchema.partial().safeParse(row?.value ?? {});
  return withSiteInfoFallbacks(parsed.success ? parsed.data : null);
}

/**
 * Replaces site info's `host` and nothing else, in one statement (a missing site info row is made with
 * only the host: the rest keeps its fallbacks), so a save racing another change of site info loses neither.
 */
export async function saveChatHost(em: EntityManager, host: ChatHostInput): Promise<ChatHost> {
  await em.execute(
    `insert into setting (key, value, updated_at) values (?, jsonb_build_object('host', ?::jsonb), now())
     on conflict (key) do update set value = setting.value || jsonb_build_object('host', excluded.value -> 'host'), updated_at = now()`,
    [SITE_INFO_KEY, JSON.stringify(host)],
  );
  return (await getSiteInfo(em)).host;
}

const POLICY_ORDER = ['cancellation', 'terms', 'privacy', 'house-rules'];

export async function listPolicies(em: EntityManager): Promise<Policy[]> {
  const rows = await em.find(PolicyEntity, {});
  return rows
    .map((row) => policySchema.parse({ slug: row.slug, title: row.title, body: row.body }))
    .sort((a, b) => POLICY_ORDER.indexOf(a.slug) - POLICY_ORDER.indexOf(b.slug));
}
