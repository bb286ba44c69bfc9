import { defineEntity } from '@mikro-orm/core';
import { GUEST_MESSAGE_KINDS } from '../../../shared/emails/guest-messages.schemas';

const p = defineEntity.properties;

/** The owner's rule for one automated guest message (decision 048): on or off, and its Honolulu day offset and hour. */
export const GuestMessageRuleEntity = defineEntity({
  name: 'GuestMessageRule',
  tableName: 'guest_message_rule',
  properties: {
    kind: p.enum([...GUEST_MESSAGE_KINDS]).primary(),
    enabled: p.boolean(),
    days: p.smallint(),
    hour: p.smallint(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** Owner-only house access, one row: read only by the owner's screen and the pre-arrival e-mail. */
export const HouseAccessEntity = defineEntity({
  name: 'HouseAccess',
  tableName: 'house_access',
  properties: {
    id: p.smallint().primary(),
    exactAddress: p.text(),
    doorCode: p.text(),
    wifiName: p.string().length(100),
    wifiPassword: p.string().length(100),
    checkInInstructions: p.text(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
