import { z } from 'zod';

/** The automated guest messages (issue 22, point 4; decision 048), in the order a stay meets them. */
export const GUEST_MESSAGE_KINDS = ['pre_arrival', 'check_in_day', 'review_request'] as const;
export type GuestMessageKind = (typeof GUEST_MESSAGE_KINDS)[number];

export const GUEST_MESSAGE_LABELS: Record<GuestMessageKind, string> = {
  pre_arrival: 'Pre-arrival',
  check_in_day: 'Check-in day',
  review_request: 'Review request',
};

export const RULE_MAX_DAYS = 30;

/**
 * One rule: whether the message goes out, and when, as Honolulu wall-clock time. `days` counts before check-in
 * (pre-arrival) or after check-out (review request); the check-in day message is on the check-in date (0).
 */
export const guestMessageRuleSchema = z
  .object({
    kind: z.enum(GUEST_MESSAGE_KINDS),
    enabled: z.boolean(),
    days: z.number({ message: 'Enter a number of days' }).int('Enter whole days').min(0, 'Days cannot be negative').max(RULE_MAX_DAYS, `At most ${RULE_MAX_DAYS} days`),
    hour: z.number({ message: 'Choose an hour' }).int('Choose an hour').min(0, 'Choose an hour from 0 to 23').max(23, 'Choose an hour from 0 to 23'),
  })
  .superRefine((rule, ctx) => {
    if (rule.kind === 'check_in_day' && rule.days !== 0) ctx.addIssue({ code: 'custom', path: ['days'], message: 'The check-in day message is sent on the check-in date' });
    if (rule.kind === 'pre_arrival' && rule.days < 1) ctx.addIssue({ code: 'custom', path: ['days'], message: 'At least 1 day before check-in' });
  });
export type GuestMessageRule = z.infer<typeof guestMessageRuleSchema>;

export const guestMessageRulesSchema = z.array(guestMessageRuleSchema).length(GUEST_MESSAGE_KINDS.length);

const accessText = (max: number, label: string) => z.string().trim().max(max, `${label} is at most ${max} characters`);

/** Owner-only: shown in the pre-arrival e-mail and nowhere else (not the site, not any public API, not the confirmation). */
export const houseAccessSchema = z.object({
  exactAddress: accessText(300, 'The address'),
  doorCode: accessText(500, 'The door code or key-box instructions'),
  wifiName: accessText(100, 'The Wi-Fi name'),
  wifiPassword: accessText(100, 'The Wi-Fi password'),
  checkInInstructions: accessText(2000, 'The check-in instructions'),
});
export type HouseAccess = z.infer<typeof houseAccessSchema>;

/** A message planned for a coming stay (the schedule staff may read). */
export const upcomingMessageSchema = z.object({
  reference: z.string(),
  guestName: z.string(),
  kind: z.enum(GUEST_MESSAGE_KINDS),
  dueAt: z.string(),
});
export type UpcomingMessage = z.infer<typeof upcomingMessageSchema>;
