import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BLOCK_NAMES } from '../../../shared/pages/page-document';
import { pageKindOf } from '../../../shared/pages/page-paths';
import type { PageEdit } from '../../../shared/pages/pages.schemas';
import { paths } from '../../../shared/paths';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCan } from '../kit/use-can';
import { BlockFields } from './block-fields';
import { BlockList, blockLabel } from './block-list';
import { ConflictDialog } from './conflict-dialog';
import * as styles from './page-builder.css';
import { PageHistory } from './page-history';
import { PagePreview } from './page-preview';
import { pageStatus } from './pages-list';
import { useLeaveGuard } from './use-leave-guard';
import { usePageEditor, type PageEditorState } from './use-page-editor';

/** Ctrl+S (⌘S on a Mac) saves the draft wherever the focus is, instead of the browser's "save page". */
function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    // Capturing: a grid or a text editor under the focus cannot keep the shortcut from us.
    window.addEventListener('keydown', keydown, true);
    return () => window.removeEventListener('keydown', keydown, true);
  }, []);
}

function PageDetails({ editor }: { editor: PageEditorState }) {
  const errors = editor.showErrors ? editor.errors.page : {};
  return (
    <section aria-labelledby="page-details-title" className={styles.panel}>
      <h2 id="page-details-title" className={styles.panelTitle}>
        Page details
      </h2>
      <TextField
        label="Title"
        autoComplete="off"
        description="The page's main heading and its title in search results."
        value={editor.document.title ?? ''}
        errorMessage={errors.title}
        onChange={(value) => editor.setPageField('title', value)}
      />
      <TextArea
        label="Search description"
        rows={3}
        value={editor.document.description ?? ''}
        errorMessage={errors.description}
        onChange={(value) => editor.setPageField('description', value)}
      />
    </section>
  );
}

function BlockPanel({ editor }: { editor: PageEditorState }) {
  const block = editor.document.blocks.find((candidate) => candidate.id === editor.selectedId);
  if (!block) {
    return (
      <section aria-label="Block" className={styles.panel}>
        <p>Choose a block in the list to edit it.</p>
      </section>
    );
  }
  const errors = editor.showErrors ? (editor.errors.blocks[block.id] ?? {}) : {};
  return (
    <section aria-labelledby="block-panel-title" className={styles.panel}>
      <h2 id="block-panel-title" className={styles.panelTitle}>
        Editing: {BLOCK_NAMES[block.type]}
      </h2>
      <BlockFields block={block} errors={errors} generation={editor.generation} onChange={(next) => editor.updateBlock(block.id, () => next)} />
    </section>
  );
}

function PageEditor({ page }: { page: PageEdit }) {
  const can = useCan();
  const [, navigate] = useLocation();
  const editor = usePageEditor(page);
  const utils = trpc.useUtils();
  const remove = trpc.admin.pages.remove.useMutation();
  const [deleting, setDeleting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const guard = useLeaveGuard(editor.dirty);
  const save = () => void editor.save();
  useSaveShortcut(save);
  const { server } = editor;
  const custom = pageKindOf(page.slug) === 'custom';
  const canPublish = can('content.publish');
  const nothingToPublish = !editor.dirty && !server.hasUnpublishedChanges;

  const deletePage = async () => {
    try {
      await remove.mutateAsync({ slug: page.slug });
      void utils.admin.pages.list.invalidate();
      toast({ title: 'Page deleted', description: `${server.name} and its versions are gone.` });
      navigate(`~${paths.admin.pageBuilder}`);
    } catch (error) {
      toast({ title: 'Page not deleted', description: errorMessage(error), variant: 'destructive' });
    }
    setDeleting(false);
  };

  return (
    <>
      <div className={styles.header}>
        <p className={styles.status}>
          <Link href={`~${paths.admin.pageBuilder}`}>All pages</Link>
        </p>
        <h1>Page Builder: {server.name}</h1>
        <p className={styles.status}>
          At <a href={server.path}>{server.path}</a> · {pageStatus(server)}
          {server.savedBy && server.savedAt ? ` · Draft saved by ${server.savedBy}` : ''}
        </p>
        <div className={styles.toolbar}>
          <Button onPress={save} isDisabled={editor.pending} aria-keyshortcuts="Control+S Meta+S">
            Save draft
          </Button>
          {canPublish ? (
            <Button tone="accent" onPress={() => void editor.publish()} isDisabled={editor.pending || nothingToPublish}>
              Publish
            </Button>
          ) : null}
          {custom && can('content.delete') ? (
            <Button tone="secondary" onPress={() => setDeleting(true)}>
              Delete page
            </Button>
          ) : null}
          <p role="status" className={editor.dirty ? styles.unsaved : styles.status}>
            {editor.dirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
        </div>
        <p className={admin.hint}>
          Ctrl+S (⌘S) saves the draft. {canPublish ? 'Publish saves first, then shows the page to visitors.' : 'The owner publishes the draft to visitors.'}
        </p>
        {editor.showErrors && editor.errors.problem ? <p className={styles.error}>{editor.errors.problem}</p> : null}
      </div>
      {custom ? <PageDetails editor={editor} /> : null}
      <div className={styles.workspace}>
        <section aria-labelledby="page-blocks-title" className={styles.column}>
          <h2 id="page-blocks-title">Blocks</h2>
          <BlockList editor={editor} onAdded={(block) => setAnnouncement(`${blockLabel(block)} added; edit it beside the list.`)} />
          <p aria-live="polite" className={styles.status}>
            {announcement}
          </p>
        </section>
        <BlockPanel editor={editor} />
      </div>
      <PagePreview slug={page.slug} name={server.name} reload={editor.saves} />
      <PageHistory slug={page.slug} dirty={editor.dirty} pending={editor.pending} onRestore={editor.restoreVersion} />
      <ConflictDialog theirs={editor.conflict} onLoadTheirs={editor.loadTheirs} onKeepMine={editor.keepMine} />
      <ConfirmDialog title={`Delete ${server.name}?`} isOpen={deleting} confirmLabel="Delete page" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => void deletePage()}>
        <p>The page leaves the site and the sitemap at once, with all its versions. This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        title="Leave without saving?"
        isOpen={guard.leavingTo !== null}
        confirmLabel="Leave and lose changes"
        onCancel={guard.stay}
        onConfirm={() => {
          const to = guard.leavingTo;
          guard.stay();
          if (to) navigate(`~${to}`);
        }}
      >
        <p>Your changes to {server.name} are not saved.</p>
      </ConfirmDialog>
    </>
  );
}

/** One page's editor, once its draft has loaded. */
export function PageEditorScreen({ slug }: { slug: string }) {
  const page = trpc.admin.pages.get.useQuery({ slug }, { staleTime: Infinity, refetchOnWindowFocus: false });
  if (page.isError) {
    return (
      <>
        <h1>Page Builder</h1>
        <p className={styles.error}>{page.error.message}</p>
        <Link href={`~${paths.admin.pageBuilder}`}>All pages</Link>
      </>
    );
  }
  if (!page.data) return <p>Loading the page…</p>;
  return <PageEditor page={page.data} />;
}
