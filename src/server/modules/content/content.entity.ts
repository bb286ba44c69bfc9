import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** Owner-editable settings, one JSON document per key (site_info, …). */
export const SettingEntity = defineEntity({
  name: 'Setting',
  tableName: 'setting',
  properties: {
    key: p.string().length(80).primary(),
    value: p.json<Record<string, unknown>>(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const PolicyEntity = defineEntity({
  name: 'Policy',
  tableName: 'policy',
  properties: {
    slug: p.string().length(40).primary(),
    title: p.string().length(200),
    body: p.text(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
