import type { z } from 'zod';
import { manualBookingInputSchema, type ManualPaymentMethod } from '../../../shared/booking/manual-booking.schemas';
import { parseDollars } from '../../../shared/pricing/money-input.rules';
import { firstErrorPerField, wholeOrText } from './form-fields';

/** The dialog's fields as typed: text everywhere, dollars for money. */
export interface ManualBookingValues {
  start: string;
  end: string;
  guests: string;
  pets: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  allowShortStay: boolean;
  override: string;
  overrideReason: string;
  paymentMethod: ManualPaymentMethod;
  amountPaid: string;
}

export type ManualBookingField = Exclude<keyof ManualBookingValues, 'allowShortStay'> | 'form';
export type ManualBookingErrors = Partial<Record<ManualBookingField, string>>;

export const EMPTY_MANUAL_BOOKING: ManualBookingValues = {
  start: '',
  end: '',
  guests: '2',
  pets: '0',
  name: '',
  email: '',
  phone: '',
  message: '',
  allowShortStay: false,
  override: '',
  overrideReason: '',
  paymentMethod: 'due',
  amountPaid: '',
};

const MONEY_MESSAGE = 'Enter an amount in dollars, like 1200 or 1,200.50';

/** Where a message about the procedure's input (dotted path, as the server names it) shows in the dialog. */
const FIELD_OF: Record<string, ManualBookingField> = {
  start: 'start',
  end: 'end',
  guests: 'guests',
  pets: 'pets',
  'guest.name': 'name',
  'guest.email': 'email',
  'guest.phone': 'phone',
  'guest.message': 'message',
  overrideTotalCents: 'override',
  overrideReason: 'overrideReason',
  paymentMethod: 'paymentMethod',
  amountPaidCents: 'amountPaid',
};

/** The first message for each field of the dialog, from the server's fieldErrors or the schema's issues. */
export const dialogErrors = (messages: Record<string, readonly string[] | undefined>): ManualBookingErrors => firstErrorPerField(messages, FIELD_OF);

/**
 * The values as the procedure's input, checked by the same schema the server
 * uses: either the input, or the messages per dialog field.
 */
export function readManualBooking(values: ManualBookingValues): { input: z.output<typeof manualBookingInputSchema> } | { errors: ManualBookingErrors } {
  const moneyErrors: ManualBookingErrors = {};
  const override = values.override.trim() === '' ? undefined : parseDollars(values.override);
  if (override === null) moneyErrors.override = MONEY_MESSAGE;
  const paid = values.paymentMethod === 'due' || values.amountPaid.trim() === '' ? 0 : parseDollars(values.amountPaid);
  if (paid === null) moneyErrors.amountPaid = MONEY_MESSAGE;
  const result = manualBookingInputSchema.safeParse({
    start: values.start,
    end: values.end,
    guests: wholeOrText(values.guests),
    pets: values.pets.trim() === '' ? 0 : wholeOrText(values.pets),
    allowShortStay: values.allowShortStay,
    guest: { name: values.name, email: values.email, phone: values.phone, message: values.message },
    ...(override !== undefined && override !== null ? { overrideTotalCents: override } : {}),
    overrideReason: values.overrideReason,
    paymentMethod: values.paymentMethod,
    amountPaidCents: paid ?? 0,
  });
  const schemaErrors: Record<string, string[]> = {};
  if (!result.success) for (const issue of result.error.issues) (schemaErrors[issue.path.join('.')] ??= []).push(issue.message);
  const errors = { ...dialogErrors(schemaErrors), ...moneyErrors };
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { input: result.data };
}
