import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TEXTS } from './page-texts.defaults';
import { PAGE_TEXTS_PAGES, pageTextInputSchema, pageTextsSchema } from './page-texts.schemas';

describe('the page texts', () => {
  it('ship with the words the pages always had, which the schema accepts unchanged', () => {
    expect(pageTextsSchema.parse(DEFAULT_PAGE_TEXTS)).toEqual(DEFAULT_PAGE_TEXTS);
    expect(PAGE_TEXTS_PAGES).toEqual(['contact', 'policies', 'booking', 'booking_details', 'checkout', 'confirmation']);
    expect(DEFAULT_PAGE_TEXTS.contact).toEqual({
      title: 'Contact',
      lead: 'Questions about the house, your dates or the windward coast? Write to us; we answer within a day.',
      direct_heading: 'Reach us directly',
    });
    expect(DEFAULT_PAGE_TEXTS.booking.contact_intro).toBe('Questions before you book? Write or call the host directly:');
  });

  it('trims a save and allows an empty text under the heading', () => {
    expect(pageTextInputSchema.parse({ page: 'checkout', title: '  Pay securely ', lead: '' })).toEqual({ page: 'checkout', title: 'Pay securely', lead: '' });
  });

  it('refuses an empty heading, an overlong text, control characters and fields of another page, with a message per field', () => {
    const result = pageTextInputSchema.safeParse({ page: 'contact', title: ' ', lead: 'x'.repeat(301), direct_heading: 'Reach\u0007 us' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      title: 'Give the page a heading',
      lead: 'The text is too long (300 characters at most)',
      direct_heading: 'Remove the special characters',
    });
    // The booking page's own line is not the contact page's.
    expect(pageTextInputSchema.safeParse({ page: 'contact', title: 'Contact', lead: '', direct_heading: 'Call us', contact_intro: 'x' }).success).toBe(false);
    expect(pageTextInputSchema.safeParse({ page: 'admin', title: 'Contact', lead: '' }).success).toBe(false);
  });
});
