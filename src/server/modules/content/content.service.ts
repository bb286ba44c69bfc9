import type { EntityManager } from '@mikro-orm/postgresql';
import { policySchema, siteInfoSchema, type ChatHost, type ChatHostInput, type Policy, type SiteInfo } from '../../../shared/property/property.schemas';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import { documentFromPlainText, richTextDocumentSchema } from '../../../shared/content/rich-text.schema';
import { PolicyEntity, SettingEntity } from './content.entity';
import { renderRichText } from './rich-text.render';

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

/** Site info's fields the owner edits in Settings → Site, as stored (the host's notification address is never public). */
export type SiteInfoSettings = Omit<SiteInfo, 'host' | 'tours_widget_url'> & { tours_widget_url: string; host_email: string };

async function storedSiteInfo(em: EntityManager): Promise<Record<string, unknown>> {
  return (await em.findOne(SettingEntity, { key: SITE_INFO_KEY }, { refresh: true }))?.value ?? {};
}

export async function getSiteInfoSettings(em: EntityManager): Promise<SiteInfoSettings> {
  // One after the other: inside a save's transaction both run on its one connection.
  const site = await getSiteInfo(em);
  const stored = await storedSiteInfo(em);
  const { host: _host, ...rest } = site;
  return { ...rest, tours_widget_url: site.tours_widget_url ?? '', host_email: typeof stored.host_email === 'string' ? stored.host_email : '' };
}

/**
 * Merges the owner's site info into the stored document in one statement, so the chat host (saved on
 * its own) and any key this form does not know stay as they are.
 */
export async function saveSiteInfoSettings(em: EntityManager, settings: SiteInfoSettings): Promise<void> {
  await em.execute(
    `insert into setting (key, value, updated_at) values (?, ?::jsonb, now())
     on conflict (key) do update set value = setting.value || excluded.value, updated_at = now()`,
    [SITE_INFO_KEY, JSON.stringify(settings)],
  );
}

/**
 * Where guests' messages, new bookings and chat alerts go: the address the owner set in Settings → Site,
 * else HOST_EMAIL from the environment, else site info's contact e-mail (decision 037).
 */
export async function hostNotificationEmail(em: EntityManager, environmentAddress: string | undefined): Promise<string> {
  const stored = (await storedSiteInfo(em)).host_email;
  if (typeof stored === 'string' && stored !== '') return stored;
  return environmentAddress || (await getSiteInfo(em)).contact_email;
}

const POLICY_ORDER = ['cancellation', 'terms', 'privacy', 'house-rules'];

/**
 * The policies as visitors read them: `html` is rendered on the server from the owner's document (escaped,
 * only the supported shapes, rich-text.render.ts), or from the seeded paragraphs until the policy is first edited.
 * Its headings sit one level under the policy's own h2.
 */
export async function listPolicies(em: EntityManager): Promise<Policy[]> {
  const rows = await em.find(PolicyEntity, {});
  return rows
    .map((row) => {
      const stored = richTextDocumentSchema.safeParse(row.document);
      const html = renderRichText(stored.success ? stored.data : documentFromPlainText(row.body), { headingOffset: 1 });
      return policySchema.parse({ slug: row.slug, title: row.title, body: row.body, html });
    })
    .sort((a, b) => POLICY_ORDER.indexOf(a.slug) - POLICY_ORDER.indexOf(b.slug));
}
