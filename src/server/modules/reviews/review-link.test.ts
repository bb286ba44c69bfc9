import { describe, expect, it } from 'vitest';
import { reviewAccessOf } from '../../../shared/reviews/review-link';
import { tokenFor } from '../booking/booking-link';
import type { ServerConfig } from '../../trpc/context';
import { isReviewToken, reviewLink } from './review-link';

const config = { signingSecret: 'a'.repeat(64), publicUrl: 'https://kaneohe.example' } as ServerConfig;

describe('review links', () => {
  it('opens /review on the site with the reference and a token this server accepts for it', () => {
    const link = new URL(reviewLink(config, 'KBH-1234'));
    expect(`${link.origin}${link.pathname}`).toBe('https://kaneohe.example/review');
    const access = reviewAccessOf(link.searchParams);
    expect(access.reference).toBe('KBH-1234');
    expect(isReviewToken(config, access)).toBe(true);
  });

  it("refuses another booking's token, a changed token, and the guest's booking-page token", () => {
    const access = reviewAccessOf(new URL(reviewLink(config, 'KBH-1234')).searchParams);
    expect(isReviewToken(config, { ...access, reference: 'KBH-1235' })).toBe(false);
    expect(isReviewToken(config, { ...access, token: `${access.token.slice(0, -1)}x` })).toBe(false);
    expect(isReviewToken(config, { reference: 'KBH-1234', token: tokenFor(config, 'KBH-1234') })).toBe(false);
    expect(isReviewToken({ ...config, signingSecret: 'b'.repeat(64) }, access)).toBe(false);
  });
});
