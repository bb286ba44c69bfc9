import { useRef, useState, type SyntheticEvent } from 'react';
import type { EmailTemplate, EmailTemplatePreview } from '../../../shared/email/email-template.schemas';
import { unknownVariablesMessage } from '../../../shared/email/email-template.logic';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCan } from '../kit/use-can';
import * as styles from './templates.css';
import { usePreviewBookings } from './use-email-templates';

const SAMPLE = 'sample';

/** One e-mail's subject and Markdown body, its variables to insert, a preview, a test to yourself and the default back. */
export function TemplateEditor({ template }: { template: EmailTemplate }) {
  const can = useCan();
  const mayEdit = can('emails.templates');
  const utils = trpc.useUtils();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [bookingId, setBookingId] = useState<string>(SAMPLE);
  const [preview, setPreview] = useState<EmailTemplatePreview | null>(null);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const bodyField = useRef<HTMLTextAreaElement | null>(null);
  const { data: bookings = [] } = usePreviewBookings();

  const allowed = template.variables.map((variable) => variable.name);
  const subjectError = unknownVariablesMessage(subject, allowed) ?? serverErrors.subject?.[0];
  const bodyError = unknownVariablesMessage(body, allowed) ?? serverErrors.body?.[0];
  const words = { kind: template.kind, subject, body };
  const chosenBooking = bookingId === SAMPLE ? null : bookingId;

  const refresh = (saved: EmailTemplate) => {
    setSubject(saved.subject);
    setBody(saved.body);
    setServerErrors({});
    void utils.admin.emailTemplates.list.invalidate();
  };
  const save = trpc.admin.emailTemplates.save.useMutation({
    onSuccess: (saved) => {
      refresh(saved);
      toast({ title: `“${template.label}” saved`, description: 'The next e-mail of this kind uses these words.' });
    },
    onError: (error) => {
      setServerErrors(fieldErrorsOf(error));
      toast({ title: 'Template not saved', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const restore = trpc.admin.emailTemplates.restore.useMutation({
    onSuccess: (restored) => {
      refresh(restored);
      setConfirmRestore(false);
      toast({ title: `“${template.label}” is back to its default text` });
    },
    onError: (error) => toast({ title: 'Default not restored', description: errorMessage(error), variant: 'destructive' }),
  });
  const sendTest = trpc.admin.emailTemplates.sendTest.useMutation({
    onSuccess: ({ to }) => toast({ title: 'Test e-mail queued', description: `It goes to ${to} through the outbox.` }),
    onError: (error) => {
      setServerErrors(fieldErrorsOf(error));
      toast({ title: 'Test not sent', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const [previewing, setPreviewing] = useState(false);
  const showPreview = async () => {
    setPreviewing(true);
    try {
      setPreview(await utils.admin.emailTemplates.preview.fetch({ ...words, bookingId: chosenBooking }));
    } catch (error) {
      toast({ title: 'No preview', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPreviewing(false);
    }
  };

  const rememberCaret = (event: SyntheticEvent) => {
    if (event.target instanceof HTMLTextAreaElement) bodyField.current = event.target;
  };
  const insert = (name: string) => {
    const field = bodyField.current;
    const token = `{{${name}}}`;
    const start = field?.selectionStart ?? body.length;
    const end = field?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + token + body.slice(end));
    if (field) {
      requestAnimationFrame(() => {
        field.focus();
        field.setSelectionRange(start + token.length, start + token.length);
      });
    }
  };
  const valid = !subjectError && !bodyError;

  return (
    <section aria-labelledby="template-editor-title" className={styles.editor}>
      <h3 id="template-editor-title">
        {template.label} (to {template.recipient.toLowerCase()}){template.edited ? ', your words' : ', default text'}
      </h3>
      <TextField label="Subject" value={subject} onChange={setSubject} isReadOnly={!mayEdit} errorMessage={subjectError} />
      <div onSelect={rememberCaret} onFocus={rememberCaret} className={styles.body}>
        <TextArea
          label="Message"
          description="Markdown: # Title on the first line, ## Heading, > boxed text, **bold**, [label](link) alone on a line for a button; a blank line starts a paragraph. A line whose variables are all empty is left out, and so is a heading right above a part left out."
          value={body}
          onChange={setBody}
          isReadOnly={!mayEdit}
          errorMessage={bodyError}
          rows={14}
        />
      </div>
      <section aria-labelledby="template-variables-title">
        <h4 id="template-variables-title">Variables</h4>
        <ul className={styles.variables}>
          {template.variables.map((variable) => (
            <li key={variable.name}>
              {mayEdit ? (
                <Button tone="secondary" onPress={() => insert(variable.name)} aria-label={`Insert {{${variable.name}}}: ${variable.description}`}>
                  {`{{${variable.name}}}`}
                </Button>
              ) : (
                <code title={variable.description}>{`{{${variable.name}}}`}</code>
              )}
            </li>
          ))}
        </ul>
      </section>
      <Select
        label="Preview with"
        value={bookingId}
        onChange={setBookingId}
        options={[{ id: SAMPLE, label: 'A sample booking' }, ...bookings.map((booking) => ({ id: booking.id, label: booking.label }))]}
      />
      <div className={styles.actions}>
        {mayEdit && (
          <Button onPress={() => save.mutate(words)} isDisabled={!valid || save.isPending}>
            Save template
          </Button>
        )}
        <Button tone="secondary" onPress={() => void showPreview()} isDisabled={previewing}>
          Preview
        </Button>
        <Button tone="secondary" onPress={() => sendTest.mutate({ ...words, bookingId: chosenBooking })} isDisabled={!valid || sendTest.isPending}>
          Send test to me
        </Button>
        {mayEdit && template.edited && (
          <Button tone="secondary" onPress={() => setConfirmRestore(true)}>
            Restore default
          </Button>
        )}
      </div>
      {preview && (
        <section aria-labelledby="template-preview-title">
          <h4 id="template-preview-title">Preview</h4>
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <iframe title={`Preview of “${template.label}”`} srcDoc={preview.html} sandbox="" className={styles.previewFrame} />
          <details>
            <summary>Plain-text part</summary>
            <pre className={styles.previewText}>{preview.text}</pre>
          </details>
        </section>
      )}
      <ConfirmDialog
        isOpen={confirmRestore}
        title="Restore the default text?"
        confirmLabel="Restore default"
        onConfirm={() => restore.mutate({ kind: template.kind })}
        onCancel={() => setConfirmRestore(false)}
      >
        Your words for “{template.label}” are replaced by the default text, and the next e-mail of this kind uses it.
      </ConfirmDialog>
    </section>
  );
}
