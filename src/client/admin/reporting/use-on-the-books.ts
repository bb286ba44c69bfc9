import { trpc } from '../../lib/trpc';

/** What is on the books as of `asOf` (today) for the coming twelve months, beside the same point last year. */
export function useOnTheBooks(asOf: string) {
  return trpc.admin.reports.onTheBooks.useQuery({ asOf });
}
