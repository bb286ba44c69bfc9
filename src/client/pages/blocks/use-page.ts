import { useSearch } from 'wouter';
import { trpc } from '../../lib/trpc';

/** The address's ask for the admin's draft preview (the builder's preview frame and 'Open preview'). */
export const PREVIEW_PARAM = 'preview';

export function wantsDraftPreview(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_PARAM) === 'draft';
}

/** The query input of a page: what visitors see, or with ?preview=draft the draft (the server decides who may see it). */
export function pageQueryInput(slug: string, search: string): { slug: string; draft?: true } {
  return wantsDraftPreview(search) ? { slug, draft: true } : { slug };
}

export function usePage(slug: string) {
  const search = useSearch();
  return trpc.content.page.useQuery(pageQueryInput(slug, search), { retry: (count, error) => error.data?.code !== 'NOT_FOUND' && count < 2 });
}
