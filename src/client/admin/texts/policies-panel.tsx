import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { RichTextDocument } from '../../../shared/content/rich-text.schema';
import { policyEditSchema, type PolicyEdit } from '../../../shared/content/site-texts.schemas';
import { paths } from '../../../shared/paths';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { RichTextEditor } from '../kit/rich-text-editor';
import { usePolicyEdits, useSavePolicy } from './use-texts';

type Errors = { title?: string | undefined; document?: string | undefined };

/** The first message for the heading and for the text (any path inside the document is the text's). */
function errorsOf(messages: Record<string, string[]>): Errors {
  const errors: Errors = {};
  for (const [key, list] of Object.entries(messages)) {
    const field = key.startsWith('document') ? 'document' : key === 'title' ? 'title' : undefined;
    if (field) errors[field] ??= list[0];
  }
  return errors;
}

function PolicyForm({ policy }: { policy: PolicyEdit }) {
  const save = useSavePolicy();
  const [title, setTitle] = useState(policy.title);
  const [document, setDocument] = useState<RichTextDocument>(policy.document);
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = policyEditSchema.safeParse({ slug: policy.slug, title, document });
    if (!parsed.success) {
      const messages: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
      return setErrors(errorsOf(messages));
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: `${parsed.data.title} saved`, description: 'The policies page shows it from the next visit.' });
    } catch (error) {
      setErrors(errorsOf(fieldErrorsOf(error)));
      toast({ title: 'Policy not saved', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Form onSubmit={onSubmit} className={styles.section} validationBehavior="aria" aria-label={`Edit ${policy.title}`}>
      <TextField
        label="Policy title"
        autoComplete="off"
        isRequired
        value={title}
        onChange={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        errorMessage={errors.title}
      />
      <RichTextEditor
        label="Policy text"
        value={document}
        onChange={(next) => {
          setDocument(next);
          setErrors((current) => ({ ...current, document: undefined }));
        }}
        errorMessage={errors.document}
        description="Paragraphs, headings, bold, italic, lists and links."
      />
      <div>
        <Button type="submit" isDisabled={save.isPending}>
          Save policy
        </Button>
      </div>
    </Form>
  );
}

/** Content Management → Policies: the four policies of /policies, each in the rich-text editor. */
export function PoliciesPanel() {
  const policies = usePolicyEdits();
  const [slug, setSlug] = useState<PolicyEdit['slug']>('cancellation');
  const policy = policies.data?.find((candidate) => candidate.slug === slug);
  return (
    <section aria-labelledby="texts-policies-title">
      <h2 id="texts-policies-title">Policies</h2>
      <p>
        What the <a href={paths.policies}>policies page</a> says. A saved policy shows there from the next visit; guests accept these when they book.
      </p>
      {policies.isLoading && <p role="status">Loading the policies…</p>}
      {policies.isError && <p role="alert">The policies could not be loaded: {errorMessage(policies.error)}</p>}
      {policies.data && (
        <>
          <Select
            label="Policy"
            options={policies.data.map((candidate) => ({ id: candidate.slug, label: candidate.title }))}
            value={slug}
            onChange={setSlug}
          />
          {/* A form of its own per policy: switching starts from that policy's saved text. */}
          {policy && <PolicyForm key={policy.slug} policy={policy} />}
        </>
      )}
    </section>
  );
}
