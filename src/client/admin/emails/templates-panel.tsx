import { useState } from 'react';
import { Select } from '../../ui/select';
import { TemplateEditor } from './template-editor';
import { useEmailTemplates } from './use-email-templates';

/** Emails → Templates: the words of every e-mail the site sends, one kind at a time. */
export function TemplatesPanel() {
  const { data: templates = [], isLoading } = useEmailTemplates();
  const [kind, setKind] = useState<string | null>(null);
  const chosen = templates.find((template) => template.kind === kind) ?? templates[0];
  return (
    <section aria-labelledby="templates-title">
      <h2 id="templates-title">Templates</h2>
      <p>The words of each e-mail the site sends. Values such as {'{{guest_name}}'} are filled in for each guest; an e-mail you never edit keeps its default text.</p>
      {isLoading && <p role="status">Loading templates…</p>}
      {chosen && (
        <>
          <Select
            label="E-mail"
            value={chosen.kind}
            onChange={setKind}
            options={templates.map((template) => ({ id: template.kind, label: `${template.label}${template.edited ? ' (edited)' : ''}` }))}
          />
          <TemplateEditor key={chosen.kind} template={chosen} />
        </>
      )}
    </section>
  );
}
