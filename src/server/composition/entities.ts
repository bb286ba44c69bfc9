import { BackupRunEntity } from '../modules/backups/backup-run.entity';
import { BookingEntity } from '../modules/booking/booking.entity';
import { BookingEventEntity } from '../modules/booking/booking-event.entity';
import { RecordedPaymentEntity } from '../modules/booking/recorded-payment.entity';
import { CalendarBlockEntity } from '../modules/availability/calendar-block.entity';
import { CalendarFeedEntity } from '../modules/calendar-sync/calendar-feed.entity';
import {
  InvitationEntity,
  LoginHistoryEntity,
  LoginThrottleEntity,
  PasswordResetEntity,
  EmailChangeEntity,
  SessionEntity,
  UserEntity,
} from '../modules/auth/auth.entity';
import { ChatConversationEntity, ChatMessageEntity } from '../modules/chat/chat.entity';
import { ChatPresenceEntity } from '../modules/chat/chat-presence.entity';
import { ChatBlockEntity, ChatConversationClientEntity } from '../modules/chat/chat-block.entity';
import { ContactMessageEntity } from '../modules/contact/contact.entity';
import { ContactReplyEntity } from '../modules/contact/contact-reply.entity';
import { PolicyEntity, SettingEntity } from '../modules/content/content.entity';
import { EmailTemplateEntity } from '../modules/email/email-template.entity';
import { OutboxAttemptEntity, OutboxEmailEntity } from '../modules/email/outbox.entity';
import {
  AmenityCategoryEntity,
  AmenityEntity,
  AttractionEntity,
  AttractionImageEntity,
  PhotoEntity,
  PropertyEntity,
} from '../modules/property/property.entity';
import { CouponEntity } from '../modules/pricing/coupon.entity';
import { PaymentEventEntity } from '../modules/payments/payment-event.entity';
import { RateLimitEntity } from '../platform/rate-limit/rate-limit.entity';
import { ReviewEntity } from '../modules/reviews/review.entity';
import { AuditLogEntity } from '../modules/audit/audit-log.entity';
import { GuestMessageRuleEntity, HouseAccessEntity } from '../modules/guest-messages/guest-messages.entity';
import {
  PasskeyEntity,
  PendingSignInEntity,
  RecoveryCodeEntity,
  SecurityPolicyEntity,
  TotpFactorEntity,
  WebauthnChallengeEntity,
} from '../modules/auth/sign-in-factors.entity';

/** Every entity, listed once: the ORM config, migrations and tests all read this. */
export const entities = [
  PropertyEntity,
  PhotoEntity,
  AmenityCategoryEntity,
  AmenityEntity,
  AttractionEntity,
  AttractionImageEntity,
  SettingEntity,
  PolicyEntity,
  ReviewEntity,
  CalendarBlockEntity,
  UserEntity,
  SessionEntity,
  InvitationEntity,
  LoginThrottleEntity,
  LoginHistoryEntity,
  PasswordResetEntity,
  EmailChangeEntity,
  ContactMessageEntity,
  ContactReplyEntity,
  OutboxEmailEntity,
  OutboxAttemptEntity,
  EmailTemplateEntity,
  BookingEntity,
  RecordedPaymentEntity,
  BookingEventEntity,
  CalendarFeedEntity,
  CouponEntity,
  PaymentEventEntity,
  RateLimitEntity,
  ChatConversationEntity,
  ChatMessageEntity,
  ChatPresenceEntity,
  ChatConversationClientEntity,
  ChatBlockEntity,
  AuditLogEntity,
  GuestMessageRuleEntity,
  HouseAccessEntity,
  PasskeyEntity,
  WebauthnChallengeEntity,
  TotpFactorEntity,
  RecoveryCodeEntity,
  PendingSignInEntity,
  SecurityPolicyEntity,
  BackupRunEntity,
];
