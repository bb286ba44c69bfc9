import { keepPreviousData } from '@tanstack/react-query';
import type { ReviewListInput } from '../../../shared/reviews/review-admin.schemas';
import { trpc } from '../../lib/trpc';

export function useReviewList(input: ReviewListInput) {
  return trpc.admin.reviews.list.useQuery(input, { placeholderData: keepPreviousData });
}

/** Every change re-reads the table and the public reviews this tab may have cached (the server already dropped its pages). */
export function useReviewMutations() {
  const utils = trpc.useUtils();
  const options = {
    onSuccess: () => {
      void utils.admin.reviews.list.invalidate();
      void utils.reviews.invalidate();
    },
  };
  return {
    create: trpc.admin.reviews.create.useMutation(options),
    update: trpc.admin.reviews.update.useMutation(options),
    setPublished: trpc.admin.reviews.setPublished.useMutation(options),
    setFeatured: trpc.admin.reviews.setFeatured.useMutation(options),
    saveResponse: trpc.admin.reviews.saveResponse.useMutation(options),
    remove: trpc.admin.reviews.remove.useMutation(options),
    importCsv: trpc.admin.reviews.importCsv.useMutation(options),
  };
}
