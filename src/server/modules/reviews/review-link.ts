import { reviewUrl, type ReviewAccess } from '../../../shared/reviews/review-link';
import { sign, verifySigned } from '../../platform/signing';
import type { ServerConfig } from '../../trpc/context';

/**
 * The link a review request e-mail carries: the booking's reference and an HMAC of it under the server's secret,
 * signed for this purpose only (a booking page's token never opens the review form, nor the other way round).
 * The one place such a token is made and checked; that a link is used once is the review's own rule (one verified
 * review per booking).
 */
export function reviewLink(config: ServerConfig, reference: string): string {
  return reviewUrl({ reference, token: sign(config.signingSecret, 'review-link', reference) }, config.publicUrl);
}

/** Whether the token is the one this server signed for the reference's review. */
export function isReviewToken(config: ServerConfig, access: ReviewAccess): boolean {
  return verifySigned(config.signingSecret, 'review-link', access.reference, access.token);
}
