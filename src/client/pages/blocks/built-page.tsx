import NotFoundPage from '../not-found-page';
import { PageSkeleton } from '../../ui/feedback';
import { BlockPage } from './block-page';
import { usePage } from './use-page';

/** A page the owner builds (Page Builder): the published blocks, or a signed-in admin's draft preview. */
export function BuiltPage({ slug }: { slug: string }) {
  const query = usePage(slug);
  if (query.data) return <BlockPage page={query.data} />;
  if (query.error?.data?.code === 'NOT_FOUND') return <NotFoundPage />;
  // The route's error boundary offers 'Try again'.
  if (query.error) throw new Error(query.error.message, { cause: query.error });
  return <PageSkeleton />;
}
