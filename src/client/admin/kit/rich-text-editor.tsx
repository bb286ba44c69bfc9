import { Extension } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { Group, ToggleButton, Toolbar } from 'react-aria-components';
import { isSafeHref, LINK_HREF_MESSAGE, type RichTextDocument } from '../../../shared/content/rich-text.schema';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './rich-text-editor.css';

/** Escape leaves the text (Tab indents inside a list), so the keyboard is never held in the editor. */
const EscapeLeaves = Extension.create({
  name: 'escapeLeaves',
  addKeyboardShortcuts() {
    return { Escape: () => this.editor.commands.blur() };
  },
});

/** Exactly what richTextDocumentSchema accepts: paragraphs, h2–h3, bold, italic, lists, links. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
  EscapeLeaves,
];

export interface RichTextEditorProps {
  label: string;
  value: RichTextDocument;
  onChange: (doc: RichTextDocument) => void;
  errorMessage?: string | undefined;
  description?: string;
}

function useMarks(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
}

function LinkEditor({ editor, href, onDone }: { editor: Editor; href: string; onDone: () => void }) {
  const [address, setAddress] = useState(href);
  const [error, setError] = useState<string>();
  const apply = () => {
    const value = address.trim();
    if (!isSafeHref(value)) return setError(LINK_HREF_MESSAGE);
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onDone();
  };
  return (
    <Group aria-label="Link" className={styles.linkRow}>
      <TextField
        label="Link address"
        autoFocus
        autoComplete="off"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') {
            editor.commands.focus();
            onDone();
          }
        }}
        errorMessage={error}
        description="https://…, mailto:…, tel:… or a page of this site such as /policies#terms."
      />
      <Button onPress={apply}>Apply link</Button>
      {href !== '' && (
        <Button
          tone="secondary"
          onPress={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </Button>
      )}
    </Group>
  );
}

/**
 * A rich-text field (Tiptap): a toolbar of toggle buttons (arrow keys move between them) over the text, the
 * usual shortcuts (Ctrl or ⌘ + B, I; Ctrl+Alt+2, 3 for headings; Ctrl+Shift+8, 7 for lists), and only what the
 * site renders. Loaded only in the admin area.
 */
export function RichTextEditor({ label, value, onChange, errorMessage, description }: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [editingLink, setEditingLink] = useState(false);
  const describedBy = [descriptionId, errorMessage ? errorId : undefined].filter(Boolean).join(' ');
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': errorMessage ? 'true' : 'false',
    class: styles.editor,
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichTextDocument),
  });
  // The error comes and goes without remaking the editor (which would lose the caret).
  const invalid = attributes['aria-invalid'];
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: { ...attributes, 'aria-invalid': invalid } } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes change only with these
  }, [editor, invalid, describedBy]);
  const marks = useMarks(editor);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  return (
    <div className={styles.editorField}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Toolbar aria-label={`${label}: formatting`} className={styles.toolbar}>
        <ToggleButton className={styles.toolButton} isSelected={marks.bold} onChange={() => run((chain) => chain.toggleBold())} aria-label="Bold">
          <strong aria-hidden="true">B</strong>
        </ToggleButton>
        <ToggleButton className={styles.toolButton} isSelected={marks.italic} onChange={() => run((chain) => chain.toggleItalic())} aria-label="Italic">
          <em aria-hidden="true">I</em>
        </ToggleButton>
        <ToggleButton className={styles.toolButton} isSelected={marks.h2} onChange={() => run((chain) => chain.toggleHeading({ level: 2 }))}>
          Heading
        </ToggleButton>
        <ToggleButton className={styles.toolButton} isSelected={marks.h3} onChange={() => run((chain) => chain.toggleHeading({ level: 3 }))}>
          Subheading
        </ToggleButton>
        <ToggleButton className={styles.toolButton} isSelected={marks.bullets} onChange={() => run((chain) => chain.toggleBulletList())}>
          Bulleted list
        </ToggleButton>
        <ToggleButton className={styles.toolButton} isSelected={marks.numbers} onChange={() => run((chain) => chain.toggleOrderedList())}>
          Numbered list
        </ToggleButton>
        <ToggleButton className={styles.toolButton} isSelected={editingLink || marks.link} onChange={() => setEditingLink((open) => !open)}>
          Link
        </ToggleButton>
      </Toolbar>
      <EditorContent editor={editor} />
      {editingLink && <LinkEditor editor={editor} href={marks.href} onDone={() => setEditingLink(false)} />}
      <p id={descriptionId} className={styles.counter}>
        {description ? `${description} ` : ''}Escape leaves the text; Tab then moves on.
      </p>
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
