import type { EntityManager } from '@mikro-orm/postgresql';
import { reviewSettingsSchema, type ReviewSettings } from '../../../shared/reviews/guest-review.schemas';
import { SettingEntity } from '../content/content.entity';

const KEY = 'review_settings';
const DEFAULTS: ReviewSettings = { publish_verified_at_once: false };

/** The owner's review settings; until the owner chooses, verified reviews wait for moderation. */
export async function getReviewSettings(em: EntityManager): Promise<ReviewSettings> {
  const row = await em.findOne(SettingEntity, { key: KEY }, { refresh: true });
  const parsed = reviewSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULTS;
}

export async function saveReviewSettings(em: EntityManager, settings: ReviewSettings): Promise<ReviewSettings> {
  await em.execute(
    `insert into setting (key, value, updated_at) values (?, ?::jsonb, now()) on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [KEY, JSON.stringify(settings)],
  );
  return getReviewSettings(em);
}
