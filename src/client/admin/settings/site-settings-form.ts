import type { SiteSettings } from '../../../shared/settings/site-settings.schemas';

/** The form's values: every field as typed (the house rules one per line, the two switches 'yes' or 'no'). */
type SiteSettingsValues = Record<Exclude<keyof SiteSettings, 'pets_allowed' | 'smoking_allowed' | 'house_rules'>, string> & {
  pets_allowed: 'yes' | 'no';
  smoking_allowed: 'yes' | 'no';
  house_rules: string;
};

export function toFormValues(settings: SiteSettings): SiteSettingsValues {
  return {
    ...settings,
    pets_allowed: settings.pets_allowed ? 'yes' : 'no',
    smoking_allowed: settings.smoking_allowed ? 'yes' : 'no',
    house_rules: settings.house_rules.join('\n'),
  };
}

/** What the shared schema checks: blank lines between rules are dropped, not refused. */
export function toSettingsInput(values: SiteSettingsValues): unknown {
  return {
    ...values,
    pets_allowed: values.pets_allowed === 'yes',
    smoking_allowed: values.smoking_allowed === 'yes',
    house_rules: values.house_rules
      .split(/\r?\n/)
      .map((rule) => rule.trim())
      .filter((rule) => rule !== ''),
  };
}
