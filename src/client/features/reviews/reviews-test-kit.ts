import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { summarizeRatingCounts } from '../../../shared/reviews/reviews.rules';

/** Test data for the reviews components: fourteen reviews, four of them featured. */
export function fixtureReview(overrides: Partial<PublicReview> & Pick<PublicReview, 'id'>): PublicReview {
  return {
    guest_name: `Guest ${overrides.id}`,
    location: 'Portland, OR',
    rating: 5,
    review_date: '2024-06-14',
    stay_start_date: '2024-06-06',
    stay_end_date: '2024-06-08',
    trip_type: 'Couple',
    review_text: 'A lovely stay by the bay.',
    would_recommend: true,
    is_featured: false,
    verified_guest: true,
    reviewer_avatar_url: null,
    source: 'direct',
    host_response: null,
    ...overrides,
  };
}

export const FIXTURE_REVIEWS: PublicReview[] = [
  fixtureReview({
    id: 1,
    guest_name: 'Keiko T.',
    location: 'Seattle, WA',
    review_date: '2024-03-21',
    stay_start_date: '2024-03-09',
    stay_end_date: '2024-03-13',
    review_text: 'We woke up every morning to the bay turning pink.',
    is_featured: true,
  }),
  fixtureReview({ id: 2, guest_name: 'Marcus L.', location: 'Denver, CO', review_date: '2024-04-18', trip_type: 'Family', review_text: 'The kids loved the kayaks.', is_featured: true }),
  fixtureReview({
    id: 3,
    guest_name: 'Dana W.',
    location: 'Anchorage, AK',
    rating: 3,
    review_date: '2024-02-02',
    stay_start_date: '2024-01-20',
    stay_end_date: '2024-01-22',
    trip_type: 'Solo',
    review_text: 'Rain most afternoons and the stairs are steep.',
    would_recommend: false,
    verified_guest: false,
    is_featured: true,
  }),
  fixtureReview({ id: 4, guest_name: 'Priya S.', location: 'San Jose, CA', rating: 4, review_date: '2024-05-05', review_text: 'Teenagers loved to snorkel on the reef.', is_featured: true, source: 'airbnb' }),
  fixtureReview({ id: 5, guest_name: 'Olivia B.', rating: 4, review_date: '2024-07-01' }),
  fixtureReview({ id: 6, guest_name: 'Noah K.', rating: 5, review_date: '2024-07-15' }),
  fixtureReview({ id: 7, guest_name: 'Sam R.', rating: 2, review_date: '2024-08-03', review_text: 'Road noise at night.' }),
  fixtureReview({ id: 8, guest_name: 'Hana M.', rating: 5, review_date: '2024-08-20' }),
  fixtureReview({ id: 9, guest_name: 'Leo P.', rating: 4, review_date: '2024-09-09' }),
  fixtureReview({ id: 10, guest_name: 'Mia C.', rating: 5, review_date: '2024-10-01' }),
  fixtureReview({ id: 11, guest_name: 'Ben A.', rating: 3, review_date: '2024-10-22' }),
  fixtureReview({ id: 12, guest_name: 'Ava D.', rating: 5, review_date: '2024-11-30' }),
  fixtureReview({ id: 13, guest_name: 'Eli F.', rating: 5, review_date: '2025-01-04' }),
  fixtureReview({ id: 14, guest_name: 'Zoe G.', rating: 5, review_date: '2025-02-14' }),
];

const FIXTURE_COUNTS: ReviewSummary['reviewCounts'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
for (const review of FIXTURE_REVIEWS) FIXTURE_COUNTS[review.rating as 1 | 2 | 3 | 4 | 5] += 1;
export const FIXTURE_SUMMARY: ReviewSummary = summarizeRatingCounts(FIXTURE_COUNTS);
