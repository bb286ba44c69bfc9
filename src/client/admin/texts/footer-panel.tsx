import { Form } from 'react-aria-components';
import { footerTextSchema, type FooterText } from '../../../shared/content/site-texts.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { useFooterText, useSaveFooterText } from './use-texts';

function FooterForm({ footer }: { footer: FooterText }) {
  const save = useSaveFooterText();
  const form = useZodForm(footerTextSchema, footer, async (input) => {
    try {
      await save.mutateAsync(input);
      toast({ title: 'Footer text saved', description: 'Every public page shows it from the next visit.' });
    } catch (error) {
      toast({ title: 'Footer text not saved', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={admin.section} validationBehavior="aria" aria-label="Footer text">
      <TextArea label="Footer text" rows={4} isRequired {...form.field('footer_blurb')} description="Under the site’s name at the foot of every public page. Plain text." />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save footer text
        </Button>
      </div>
    </Form>
  );
}

/** Content Management → Footer: the short text beside the site's name on every public page. */
export function FooterPanel() {
  const footer = useFooterText();
  return (
    <section aria-labelledby="texts-footer-title">
      <h2 id="texts-footer-title">Footer</h2>
      {footer.isLoading && <p role="status">Loading the footer text…</p>}
      {footer.isError && <p role="alert">The footer text could not be loaded: {errorMessage(footer.error)}</p>}
      {footer.data && <FooterForm footer={footer.data} />}
    </section>
  );
}
