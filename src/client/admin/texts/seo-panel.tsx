import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  EDITABLE_SEO_PAGES,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  seoTextInputSchema,
  type EditableSeoPage,
  type SeoText,
} from '../../../shared/content/site-texts.schemas';
import { paths } from '../../../shared/paths';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { SeoPreview } from './seo-preview';
import * as styles from './texts.css';
import { useSaveSeoText, useSeoTexts } from './use-texts';

const PAGES: Record<EditableSeoPage, { label: string; path: string }> = {
  home: { label: 'Home', path: paths.home },
  stay: { label: 'Stay', path: paths.stay },
  experiences: { label: 'Experiences', path: paths.experiences },
  booking: { label: 'Book your stay', path: paths.booking },
  contact: { label: 'Contact', path: paths.contact },
  policies: { label: 'Policies', path: paths.policies },
};

/** "48 of about 60 characters", and a warning past the hint (search engines cut the rest). */
function lengthHint(length: number, hint: number): { text: string; over: boolean } {
  return length > hint
    ? { text: `${length} characters: search results usually show about ${hint}; the rest may be cut.`, over: true }
    : { text: `${length} of about ${hint} characters search results show.`, over: false };
}

function SeoForm({ page, text }: { page: EditableSeoPage; text: SeoText }) {
  const save = useSaveSeoText();
  const form = useZodForm(seoTextInputSchema, { page, title: text.title, description: text.description }, async (input) => {
    try {
      await save.mutateAsync(input);
      toast({ title: `${PAGES[page].label}: title and description saved`, description: 'The page’s head shows them from the next visit.' });
    } catch (error) {
      toast({ title: 'Title and description not saved', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  const title = lengthHint(form.values.title.trim().length, SEO_TITLE_HINT);
  const description = lengthHint(form.values.description.trim().length, SEO_DESCRIPTION_HINT);
  return (
    <Form onSubmit={form.onSubmit} className={admin.section} validationBehavior="aria" aria-label={`${PAGES[page].label}: search title and description`}>
      <TextField label="Page title" autoComplete="off" isRequired {...form.field('title')} description={title.text} />
      {title.over && <p className={styles.counterOver}>The title is longer than search results show.</p>}
      <TextArea label="Description" rows={3} isRequired {...form.field('description')} description={description.text} />
      {description.over && <p className={styles.counterOver}>The description is longer than search results show.</p>}
      <SeoPreview title={form.values.title} description={form.values.description} path={PAGES[page].path} />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save title and description
        </Button>
      </div>
    </Form>
  );
}

/** Content Management → SEO: each public page's title and description, as search results and shared links show them. */
export function SeoPanel() {
  const texts = useSeoTexts();
  const [page, setPage] = useState<EditableSeoPage>('home');
  return (
    <section aria-labelledby="texts-seo-title">
      <h2 id="texts-seo-title">Search titles and descriptions</h2>
      <p>What search engines and shared links show for each public page. The site’s name is added to each title.</p>
      {texts.isLoading && <p role="status">Loading the titles and descriptions…</p>}
      {texts.isError && <p role="alert">The titles and descriptions could not be loaded: {errorMessage(texts.error)}</p>}
      {texts.data && (
        <>
          <Select label="Page" options={EDITABLE_SEO_PAGES.map((id) => ({ id, label: PAGES[id].label }))} value={page} onChange={setPage} />
          <SeoForm key={page} page={page} text={texts.data[page]} />
        </>
      )}
    </section>
  );
}
