import type { RichTextDocument } from '../../../shared/content/rich-text.schema';
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
    /** Plain text of the policy (the API's `body`); kept in step with `document` on every save. */
    body: p.text(),
    /** The owner's rich text (richTextDocumentSchema); null until first edited, when the body's paragraphs are shown. */
    document: p.json<RichTextDocument>().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
