import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** The owner's words for one kind of e-mail (decision 049); no row: the default text is used. */
export const EmailTemplateEntity = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_template',
  properties: {
    kind: p.string().length(60).primary(),
    subject: p.string().length(300),
    body: p.text(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
