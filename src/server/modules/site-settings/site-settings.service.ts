import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationStatus, SiteSettings } from '../../../shared/settings/site-settings.schemas';
import type { ServerConfig } from '../../trpc/context';
import { listFeeds } from '../calendar-sync/calendar-sync.service';
import { getSiteInfoSettings, saveSiteInfoSettings } from '../content/content.service';
import { outboxDelivery } from '../email/outbox.service';
import { lastWebhookAt } from '../payments/webhook.service';
import { getStayRules, saveStayRules } from '../property/property.service';
import { siteInfoPartOf, stayRulesPartOf, toSiteSettings } from './site-settings.logic';

/** Settings → Site, gathered from the two modules that own it: site info (content) and the house (property). */
export async function getSiteSettings(em: EntityManager): Promise<SiteSettings> {
  // One after the other: after a save they run on its transaction's one connection.
  return toSiteSettings(await getSiteInfoSettings(em), await getStayRules(em));
}

/** Both parts in the call's one transaction: a refused save changes neither. */
export async function saveSiteSettings(em: EntityManager, settings: SiteSettings): Promise<SiteSettings> {
  await saveSiteInfoSettings(em, siteInfoPartOf(settings));
  await saveStayRules(em, stayRulesPartOf(settings));
  return getSiteSettings(em);
}

export async function integrationStatus(em: EntityManager, config: Pick<ServerConfig, 'payments' | 'mailDelivery'>): Promise<IntegrationStatus> {
  const webhookAt = await lastWebhookAt(em);
  const delivery = await outboxDelivery(em);
  const feeds = await listFeeds(em);
  return {
    payments: { mode: config.payments.mode === 'demo' ? 'demo' : (config.payments.keyMode ?? 'test'), lastWebhookAt: webhookAt?.toISOString() ?? null },
    email: { smtpConfigured: config.mailDelivery === 'smtp', lastDeliveredAt: delivery.lastDeliveredAt?.toISOString() ?? null, backlog: delivery.backlog },
    calendarFeeds: feeds.map(({ id, name, lastSuccessAt, lastAttemptAt, lastError, stale }) => ({ id, name, lastSuccessAt, lastAttemptAt, lastError, stale })),
  };
}
