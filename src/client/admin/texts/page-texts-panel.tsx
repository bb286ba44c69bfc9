import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { PageTextsPage } from '../../../shared/content/page-texts.defaults';
import { PAGE_TEXTS_PAGES, pageTextInputSchema, type PageText } from '../../../shared/content/page-texts.schemas';
import { paths } from '../../../shared/paths';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { usePageTexts, useSavePageText } from './use-texts';

const PAGES: Record<PageTextsPage, { label: string; path: string }> = {
  contact: { label: 'Contact', path: paths.contact },
  policies: { label: 'Policies', path: paths.policies },
  booking: { label: 'Book your stay', path: paths.booking },
  booking_details: { label: 'Guest details', path: paths.bookingDetails },
  checkout: { label: 'Checkout', path: paths.bookingCheckout },
  confirmation: { label: 'Booking confirmation', path: paths.bookingConfirmation },
};

type FieldKey = 'title' | 'lead' | 'direct_heading' | 'contact_intro';

/** How each field is shown: its label, its help, and whether it is a paragraph (a text area) or one line. */
const FIELDS: Record<FieldKey, { label: string; description: string; required: boolean; paragraph?: boolean }> = {
  title: { label: 'Heading', description: 'The page’s main heading (level 1). Plain text.', required: true },
  lead: { label: 'Text under the heading', description: 'One paragraph, plain text; leave it empty to show none.', required: false, paragraph: true },
  direct_heading: { label: 'Contact card heading', description: 'The heading (level 2) of the card with the email, phone and address.', required: true },
  contact_intro: { label: 'Line above the host’s email and phone', description: 'Shown in the card under the booking form. Plain text.', required: true },
};

function PageTextForm({ page, text }: { page: PageTextsPage; text: PageText }) {
  const save = useSavePageText();
  const keys = Object.keys(text) as FieldKey[];
  const initial: Record<string, string> = { page, ...text };
  const form = useZodForm(pageTextInputSchema, initial, async (input) => {
    try {
      await save.mutateAsync(input);
      toast({ title: `${PAGES[page].label}: page texts saved`, description: 'Visitors see them from the next visit.' });
    } catch (error) {
      toast({ title: 'Page texts not saved', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={admin.section} validationBehavior="aria" aria-label={`${PAGES[page].label}: page texts`}>
      <p>Shown at {PAGES[page].path}.</p>
      {keys.map((key) => {
        const field = FIELDS[key];
        return field.paragraph ? (
          <TextArea key={key} label={field.label} rows={3} {...form.field(key)} description={field.description} />
        ) : (
          <TextField key={key} label={field.label} autoComplete="off" isRequired={field.required} {...form.field(key)} description={field.description} />
        );
      })}
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save page texts
        </Button>
      </div>
    </Form>
  );
}

/** Content Management → Page texts: the fixed words of the public pages not built from blocks (headings, the text under them, helper lines). */
export function PageTextsPanel() {
  const texts = usePageTexts();
  const [page, setPage] = useState<PageTextsPage>('contact');
  return (
    <section aria-labelledby="texts-pages-title">
      <h2 id="texts-pages-title">Page texts</h2>
      <p>The headings and short texts of the contact, policies and booking pages.</p>
      {texts.isLoading && <p role="status">Loading the page texts…</p>}
      {texts.isError && <p role="alert">The page texts could not be loaded: {errorMessage(texts.error)}</p>}
      {texts.data && (
        <>
          <Select label="Page" options={PAGE_TEXTS_PAGES.map((id) => ({ id, label: PAGES[id].label }))} value={page} onChange={setPage} />
          <PageTextForm key={page} page={page} text={texts.data[page]} />
        </>
      )}
    </section>
  );
}
