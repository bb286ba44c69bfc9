import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122061715Initial } from './Migration20261122061715_initial';
import { Migration20261122064920ContactOutbox } from './Migration20261122064920_contact_outbox';
import { Migration20261122065754Booking } from './Migration20261122065754_booking';
import { Migration20261122071739CalendarSync } from './Migration20261122071739_calendar_sync';
import { Migration20261123115147Checkout } from './Migration20261123115147_checkout';
import { Migration20261124120000RateLimit } from './Migration20261124120000_rate_limit';
import { Migration20261124130400OutboxLease } from './Migration20261124130400_outbox_lease';
import { Migration20261124130100CouponReservationHoldOwner } from './Migration20261124130100_coupon_reservation_hold_owner';
import { Migration20261124130200FeedGuard } from './Migration20261124130200_feed_guard';
import { Migration20261124130000LoginGuard } from './Migration20261124130000_login_guard';
import { Migration20261124140000ToursWidgetDefault } from './Migration20261124140000_tours_widget_default';
import { Migration20261124162600QuoteTaxLines } from './Migration20261124162600_quote_tax_lines';
import { Migration20261124171100ManualBooking } from './Migration20261124171100_manual_booking';
import { Migration20261124172000BookingEvent } from './Migration20261124172000_booking_event';
import { Migration20261124190000ContactAnswered } from './Migration20261124190000_contact_answered';
import { Migration20261124200000Chat } from './Migration20261124200000_chat';
import { Migration20261124210000ChatPresence } from './Migration20261124210000_chat_presence';
import { Migration20261126010000RefundClaim } from './Migration20261126010000_refund_claim';
import { Migration20261126020000NightClaims } from './Migration20261126020000_night_claims';
import { Migration20261126030000ChatStreamsAndBlocks } from './Migration20261126030000_chat_streams_and_blocks';
import { Migration20261126040000ChatIdentity } from './Migration20261126040000_chat_identity';

/** Every migration, in order. Add new ones at the end (npm run db:migration writes them). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122061715_initial', class: Migration20261122061715Initial },
  { name: 'Migration20261122064920_contact_outbox', class: Migration20261122064920ContactOutbox },
  { name: 'Migration20261122065754_booking', class: Migration20261122065754Booking },
  { name: 'Migration20261122071739_calendar_sync', class: Migration20261122071739CalendarSync },
  { name: 'Migration20261123115147_checkout', class: Migration20261123115147Checkout },
  { name: 'Migration20261124120000_rate_limit', class: Migration20261124120000RateLimit },
  { name: 'Migration20261124130400_outbox_lease', class: Migration20261124130400OutboxLease },
  { name: 'Migration20261124130100_coupon_reservation_hold_owner', class: Migration20261124130100CouponReservationHoldOwner },
  { name: 'Migration20261124130200_feed_guard', class: Migration20261124130200FeedGuard },
  { name: 'Migration20261124130000_login_guard', class: Migration20261124130000LoginGuard },
  { name: 'Migration20261124140000_tours_widget_default', class: Migration20261124140000ToursWidgetDefault },
  { name: 'Migration20261124162600_quote_tax_lines', class: Migration20261124162600QuoteTaxLines },
  { name: 'Migration20261124171100_manual_booking', class: Migration20261124171100ManualBooking },
  { name: 'Migration20261124172000_booking_event', class: Migration20261124172000BookingEvent },
  { name: 'Migration20261124190000_contact_answered', class: Migration20261124190000ContactAnswered },
  { name: 'Migration20261124200000_chat', class: Migration20261124200000Chat },
  { name: 'Migration20261124210000_chat_presence', class: Migration20261124210000ChatPresence },
  { name: 'Migration20261126010000_refund_claim', class: Migration20261126010000RefundClaim },
  { name: 'Migration20261126020000_night_claims', class: Migration20261126020000NightClaims },
  { name: 'Migration20261126030000_chat_streams_and_blocks', class: Migration20261126030000ChatStreamsAndBlocks },
  { name: 'Migration20261126040000_chat_identity', class: Migration20261126040000ChatIdentity },
];
