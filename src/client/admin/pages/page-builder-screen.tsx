import { useRoute } from 'wouter';
import { PAGE_EDITOR_ROUTE } from '../../../shared/paths';
import { PageEditorScreen } from './page-editor';
import { PagesList } from './pages-list';

/**
 * Page Builder (issue 21): the public pages as lists of blocks. /admin/page-builder lists the pages,
 * /admin/page-builder/<slug> edits one. Staff edit drafts; the owner publishes and deletes.
 */
/** Inside the admin's nested router. */
const EDITOR_ROUTE = PAGE_EDITOR_ROUTE.replace(/^\/admin/, '');

export default function PageBuilderScreen() {
  const [editing, params] = useRoute<{ slug: string }>(EDITOR_ROUTE);
  if (editing) return <PageEditorScreen key={params.slug} slug={params.slug} />;
  return (
    <>
      <h1>Page Builder</h1>
      <PagesList />
    </>
  );
}
