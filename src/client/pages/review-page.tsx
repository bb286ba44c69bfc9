import { useSearch } from 'wouter';
import { reviewAccessOf } from '../../shared/reviews/review-link';
import { ReviewLinkPage } from '../features/review-form/review-link-page';
import { SimplePage } from './simple-page';

export default function ReviewPage() {
  const access = reviewAccessOf(new URLSearchParams(useSearch()));
  return (
    <SimplePage title="Review your stay" lead="Tell future guests how your stay at the beach house was. Your review is marked as from a verified guest.">
      <ReviewLinkPage access={access} />
    </SimplePage>
  );
}
