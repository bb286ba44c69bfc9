import { useParams } from 'wouter';
import { customPageSlugOf, CUSTOM_PAGE_PREFIX } from '../../shared/pages/page-paths';
import { BuiltPage } from '../pages/blocks/built-page';
import NotFoundPage from './not-found-page';

/** One of the owner's own pages, at /p/<slug>; an address no page could have is simply not found. */
export default function CustomPage() {
  const { slug: asked = '' } = useParams<{ slug: string }>();
  const slug = customPageSlugOf(`${CUSTOM_PAGE_PREFIX}${asked}`);
  return slug ? <BuiltPage slug={slug} /> : <NotFoundPage />;
}
