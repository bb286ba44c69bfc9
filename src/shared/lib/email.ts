import { z } from 'zod';
import { lineText } from './text.schema';

/** An e-mail address a person typed: trimmed, required, with the messages every form shows. */
export const emailAddressSchema = lineText({ error: 'Email is required' })
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));
