import { useCallback, useMemo, useRef, useState } from 'react';
import { newBlock } from '../../../shared/pages/default-pages';
import type { PageBlock, PageBlockType } from '../../../shared/pages/page-blocks.schema';
import type { PageDocument } from '../../../shared/pages/page-document';
import type { PageEdit } from '../../../shared/pages/pages.schemas';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { toast } from '../../ui/toast';
import { dropBlocks, insertBlockAfter, isTopBlock, moveBlock, newBlockId } from './block-order';
import { pageErrors } from './page-errors';

const same = (a: PageDocument, b: PageDocument) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One page's editing session: the document being edited, the last page the server confirmed (its revision goes
 * back with every save), the selected block, and save, publish and restore with the server's refusal of a stale
 * revision kept as `conflict` until the editor decides.
 */
export function usePageEditor(initial: PageEdit) {
  const slug = initial.slug;
  const utils = trpc.useUtils();
  const [server, setServer] = useState(initial);
  const [document, setDocument] = useState(initial.draft);
  const [selectedId, setSelectedId] = useState<string | null>(initial.draft.blocks[0]?.id ?? null);
  const [showErrors, setShowErrors] = useState(false);
  /** Bumped when the document is replaced from outside (their version, a restore): the rich-text fields start afresh. */
  const [generation, setGeneration] = useState(0);
  /** Bumped after each save, so the preview reloads. */
  const [saves, setSaves] = useState(0);
  const [conflict, setConflict] = useState<PageEdit | null>(null);
  const documentRef = useRef(document);
  documentRef.current = document;

  const saveDraft = trpc.admin.pages.saveDraft.useMutation();
  const publish = trpc.admin.pages.publish.useMutation();
  const restore = trpc.admin.pages.restore.useMutation();

  const dirty = useMemo(() => !same(document, server.draft), [document, server.draft]);
  const errors = useMemo(() => pageErrors(slug, document), [slug, document]);

  const confirmed = useCallback(
    (page: PageEdit) => {
      setServer(page);
      setSaves((count) => count + 1);
      utils.admin.pages.get.setData({ slug }, page);
      void utils.admin.pages.list.invalidate();
      void utils.admin.pages.versions.invalidate({ slug });
    },
    [slug, utils],
  );

  const update = (next: (current: PageDocument) => PageDocument) => setDocument((current) => next(current));
  const updateBlock = (id: string, change: (block: PageBlock) => PageBlock) =>
    update((current) => ({ ...current, blocks: current.blocks.map((block) => (block.id === id ? change(block) : block)) }));

  const replaceWith = (page: PageEdit) => {
    setServer(page);
    setDocument(page.draft);
    setGeneration((count) => count + 1);
    setSelectedId((current) => (page.draft.blocks.some((block) => block.id === current) ? current : (page.draft.blocks[0]?.id ?? null)));
    utils.admin.pages.get.setData({ slug }, page);
  };

  /** Saves the draft; the confirmed page, or null when nothing was saved (a problem shown, or someone else's save). */
  const save = async (): Promise<PageEdit | null> => {
    const sent = documentRef.current;
    const problems = pageErrors(slug, sent);
    if (problems.count > 0) {
      setShowErrors(true);
      if (problems.firstBlockId) setSelectedId(problems.firstBlockId);
      toast({ title: 'Draft not saved', description: problems.problem ?? 'Check the fields marked in the block list.', variant: 'destructive' });
      return null;
    }
    try {
      const result = await saveDraft.mutateAsync({ slug, revision: server.revision, document: sent });
      if (result.status === 'conflict') {
        setConflict(result.page);
        return null;
      }
      confirmed(result.page);
      // The server's copy (trimmed texts) becomes the edited one, unless typing went on meanwhile.
      setDocument((current) => (current === sent ? result.page.draft : current));
      setShowErrors(false);
      toast({ title: 'Draft saved', description: 'Preview it, or publish it when it is ready.' });
      return result.page;
    } catch (error) {
      toast({ title: 'Draft not saved', description: errorMessage(error), variant: 'destructive' });
      return null;
    }
  };

  /** Publishes what is saved, saving first if there are edits. */
  const publishPage = async () => {
    let revision = server.revision;
    if (dirty) {
      const saved = await save();
      if (!saved) return;
      revision = saved.revision;
    }
    try {
      const result = await publish.mutateAsync({ slug, revision });
      if (result.status === 'conflict') return setConflict(result.page);
      confirmed(result.page);
      toast({ title: 'Page published', description: 'Visitors see it now.' });
    } catch (error) {
      toast({ title: 'Page not published', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const restoreVersion = async (number: number) => {
    try {
      const result = await restore.mutateAsync({ slug, revision: server.revision, number });
      if (result.status === 'conflict') return setConflict(result.page);
      replaceWith(result.page);
      confirmed(result.page);
      toast({ title: `Version ${number} restored as the draft`, description: 'Publish it to show it to visitors.' });
    } catch (error) {
      toast({ title: 'Version not restored', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const addBlock = async (type: PageBlockType) => {
    // An image block starts from the gallery's first published photo and its alt text.
    const photos = type === 'imageText' || type === 'photoGrid' ? await utils.admin.photos.list.fetch().catch(() => []) : [];
    const first = photos.find((photo) => photo.published && photo.ready);
    const block = newBlock(type, newBlockId(documentRef.current.blocks), first ? { id: first.id, alt: first.alt } : undefined);
    update((current) => ({ ...current, blocks: insertBlockAfter(current.blocks, block, selectedId) }));
    setSelectedId(block.id);
    return block;
  };

  const removeBlock = (id: string) => {
    if (isTopBlock(document.blocks, id)) return;
    const index = document.blocks.findIndex((block) => block.id === id);
    const rest = document.blocks.filter((block) => block.id !== id);
    update((current) => ({ ...current, blocks: current.blocks.filter((block) => block.id !== id) }));
    if (selectedId === id) setSelectedId(rest[Math.min(index, rest.length - 1)]?.id ?? null);
  };

  return {
    slug,
    server,
    document,
    dirty,
    errors,
    showErrors,
    generation,
    saves,
    selectedId,
    select: setSelectedId,
    setPageField: (field: 'title' | 'description', value: string) => update((current) => ({ ...current, [field]: value })),
    updateBlock,
    addBlock,
    removeBlock,
    moveBlock: (id: string, by: number) => update((current) => ({ ...current, blocks: moveBlock(current.blocks, id, by) })),
    dropBlocks: (moved: string[], target: string, position: 'before' | 'after') =>
      update((current) => ({ ...current, blocks: dropBlocks(current.blocks, moved, target, position) })),
    save,
    publish: publishPage,
    restoreVersion,
    pending: saveDraft.isPending || publish.isPending || restore.isPending,
    conflict,
    /** Their version becomes the draft being edited. */
    loadTheirs: () => {
      if (conflict) replaceWith(conflict);
      setConflict(null);
    },
    /** My edits stay, over their revision: the next save replaces theirs, on purpose. */
    keepMine: () => {
      if (conflict) setServer(conflict);
      setConflict(null);
    },
  };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;
