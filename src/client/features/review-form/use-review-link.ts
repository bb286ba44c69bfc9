import type { ReviewAccess } from '../../../shared/reviews/review-link';
import { trpc } from '../../lib/trpc';

/** Whether an address carries a reference and a token at all (one without them is not worth asking about). */
export const hasReviewAccess = (access: ReviewAccess) => access.reference !== '' && access.token !== '';

/** Where the guest's review link stands (open, or why not); the server renders the page with it. */
export function useReviewLinkState(access: ReviewAccess) {
  return trpc.reviews.linkState.useQuery(access, { retry: false, enabled: hasReviewAccess(access) });
}

export function useSubmitReview() {
  return trpc.reviews.submit.useMutation();
}
