import { useState } from 'react';
import { formatDay } from '../../../shared/lib/date-format';
import { REVIEW_LINK_MESSAGES, type GuestReviewResult } from '../../../shared/reviews/guest-review.schemas';
import type { ReviewAccess } from '../../../shared/reviews/review-link';
import { PageSkeleton } from '../../ui/feedback';
import { ReviewForm } from './review-form';
import * as styles from './review-form.css';
import { hasReviewAccess, useReviewLinkState } from './use-review-link';
import { httpStatusOf } from '../../lib/errors';

function Notice({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'thanks' }) {
  return (
    <div className={tone === 'thanks' ? styles.thanks : styles.notice} role="status">
      <p>{children}</p>
    </div>
  );
}

/** What a review link opens: the form, the thank-you after it, or why the link cannot be used. */
export function ReviewLinkPage({ access }: { access: ReviewAccess }) {
  const state = useReviewLinkState(access);
  const [sent, setSent] = useState<GuestReviewResult | null>(null);
  if (sent) {
    return (
      <Notice tone="thanks">
        {sent.published
          ? 'Mahalo for your review! It is on the site now.'
          : 'Mahalo for your review! The host reads every review before it appears on the site.'}
      </Notice>
    );
  }
  if (!hasReviewAccess(access)) return <Notice>{REVIEW_LINK_MESSAGES.invalid}</Notice>;
  if (state.isError) {
    // A malformed link is refused like a wrong one; anything else is the server's own sentence.
    const status = httpStatusOf(state.error) ?? 500;
    return <Notice>{status < 500 && status !== 429 ? REVIEW_LINK_MESSAGES.invalid : state.error.message}</Notice>;
  }
  if (state.isPending) return <PageSkeleton />;
  const link = state.data;
  if (link.status === 'open') return <ReviewForm access={access} stay={link} onSent={setSent} />;
  if (link.status === 'not_over') return <Notice>{`${REVIEW_LINK_MESSAGES.not_over} Check-out: ${formatDay(link.check_out)}.`}</Notice>;
  return <Notice>{REVIEW_LINK_MESSAGES[link.status]}</Notice>;
}
