import { Form } from 'react-aria-components';
import { notFoundTextSchema, type NotFoundText } from '../../../shared/content/site-texts.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { useNotFoundText, useSaveNotFoundText } from './use-texts';

function NotFoundForm({ text }: { text: NotFoundText }) {
  const save = useSaveNotFoundText();
  const form = useZodForm(notFoundTextSchema, text, async (input) => {
    try {
      await save.mutateAsync(input);
      toast({ title: 'Not-found page saved', description: 'Visitors who follow a broken link see it from the next visit.' });
    } catch (error) {
      toast({ title: 'Not-found page not saved', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={admin.section} validationBehavior="aria" aria-label="Not-found page">
      <TextField label="Heading" autoComplete="off" isRequired {...form.field('title')} description="The page’s main heading (level 1). Plain text." />
      <TextArea label="Text" rows={3} {...form.field('lead')} description="The sentence under the heading. Plain text, one paragraph." />
      <TextField label="Button label" autoComplete="off" isRequired {...form.field('button')} description="The button leads to the home page." />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save not-found page
        </Button>
      </div>
    </Form>
  );
}

/** Content Management → Page not found: what a visitor reads at an address the site does not have. */
export function NotFoundPanel() {
  const text = useNotFoundText();
  return (
    <section aria-labelledby="texts-not-found-title">
      <h2 id="texts-not-found-title">Page not found</h2>
      {text.isLoading && <p role="status">Loading the not-found page’s text…</p>}
      {text.isError && <p role="alert">The not-found page’s text could not be loaded: {errorMessage(text.error)}</p>}
      {text.data && <NotFoundForm text={text.data} />}
    </section>
  );
}
