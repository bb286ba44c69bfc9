import { z } from 'zod';
import { isIsoDate } from './dates';

/** A calendar date on the wire: yyyy-MM-dd, a real day, no time and no zone. (Apart from dates.ts, so the date helpers every page uses do not pull zod into the first load.) */
export const isoDateSchema = z
  .string({ error: 'Date is required' })
  .refine(isIsoDate, { message: 'Invalid date format' });
