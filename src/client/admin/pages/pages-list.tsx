import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { pageEditorPath } from '../../../shared/paths';
import { CUSTOM_PAGE_PREFIX } from '../../../shared/pages/page-paths';
import { createPageInput, type PageSummary } from '../../../shared/pages/pages.schemas';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { AppDialog } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import * as styles from './page-builder.css';
import { DialogActions } from '../kit/dialog-actions';

/** What a visitor sees of the page compared with its draft. */
export function pageStatus(page: Pick<PageSummary, 'publishedAt' | 'hasUnpublishedChanges' | 'kind'>): string {
  if (page.kind === 'custom' && page.publishedAt === null) return 'Not published yet';
  return page.hasUnpublishedChanges ? 'Unpublished changes' : 'Published';
}

const COLUMNS: readonly DataColumn<PageSummary>[] = [
  { id: 'name', label: 'Page', isRowHeader: true, render: (page) => page.name },
  { id: 'path', label: 'Address', render: (page) => page.path },
  { id: 'status', label: 'Status', render: pageStatus },
  { id: 'published', label: 'Last published', render: (page) => (page.publishedAt ? displayInstant(page.publishedAt.toISOString()) : page.kind === 'custom' ? 'Never' : 'As built') },
];

function NewPageDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const create = trpc.admin.pages.create.useMutation();
  const form = useZodForm(createPageInput, { title: '', slug: '', description: '' }, async (input) => {
    const page = await create.mutateAsync(input).catch((error: unknown) => {
      // A refusal of one field shows under it; anything else needs saying.
      if (Object.keys(fieldErrorsOf(error)).length === 0) toast({ title: 'Page not created', description: errorMessage(error), variant: 'destructive' });
      throw error;
    });
    utils.admin.pages.get.setData({ slug: page.slug }, page);
    void utils.admin.pages.list.invalidate();
    toast({ title: 'Page created', description: 'It is a draft: visitors see it once you publish it.' });
    onClose();
    navigate(`~${pageEditorPath(page.slug)}`);
  });
  return (
    <AppDialog title="New page" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={(event) => void form.onSubmit(event)} validationBehavior="aria" className={admin.section}>
        <TextField label="Title" autoFocus autoComplete="off" description="The page's heading and its title in search results." {...form.field('title')} />
        <TextField
          label="Address"
          autoComplete="off"
          description={`Shown at ${CUSTOM_PAGE_PREFIX}${form.values.slug || 'your-address'}: lower-case letters, digits and dashes.`}
          {...form.field('slug')}
        />
        <TextArea label="Search description" rows={3} description="One or two sentences shown under the title in search results." {...form.field('description')} />
        {form.errors.form ? <p className={styles.error}>{form.errors.form}</p> : null}
        <DialogActions submit="Create page" pending={form.pending} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}

/** Page Builder's list: the three built pages, then the owner's own, each opening its editor. */
export function PagesList() {
  const [, navigate] = useLocation();
  const pages = trpc.admin.pages.list.useQuery();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="page-builder-pages" className={admin.section}>
      <h2 id="page-builder-pages">Pages</h2>
      <p className={admin.hint}>
        Each page is a list of blocks. Your edits are a draft that only signed-in admins can preview; visitors see a change once it is published.
      </p>
      <div className={styles.toolbar}>
        <Button onPress={() => setCreating(true)}>New page</Button>
      </div>
      {pages.isError ? <p className={styles.error}>{pages.error.message}</p> : null}
      {pages.data ? (
        <div className={admin.tableWrap}>
          <DataTable
            caption="Pages"
            columns={COLUMNS}
            items={pages.data}
            rowKey={(page) => page.slug}
            rowText={(page) => page.name}
            onRowAction={(slug) => navigate(`~${pageEditorPath(slug)}`)}
          />
        </div>
      ) : (
        <p>Loading pages…</p>
      )}
      {creating ? <NewPageDialog isOpen onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
