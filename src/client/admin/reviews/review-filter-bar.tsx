import type { ReviewListInput } from '../../../shared/reviews/review-admin.schemas';
import { REVIEW_SOURCE_LABELS } from '../../../shared/reviews/reviews.rules';
import { REVIEW_SOURCES } from '../../../shared/reviews/reviews.schemas';
import { SearchField } from '../../ui/search-field';
import { Select, type SelectOption } from '../../ui/select';
import * as tools from './reviews.css';

type YesNo = 'any' | 'yes' | 'no';

export interface ReviewFilters {
  search: string;
  rating: 'any' | '1' | '2' | '3' | '4' | '5';
  source: 'any' | (typeof REVIEW_SOURCES)[number];
  published: YesNo;
  featured: YesNo;
  verified: YesNo;
  hasResponse: YesNo;
}

export const NO_REVIEW_FILTERS: ReviewFilters = { search: '', rating: 'any', source: 'any', published: 'any', featured: 'any', verified: 'any', hasResponse: 'any' };

/** The filters as the list procedure takes them: "any" is no filter. */
export function toListInput(filters: ReviewFilters): Omit<ReviewListInput, 'sort' | 'page'> {
  const yesNo = (value: YesNo) => (value === 'any' ? undefined : value);
  return {
    search: filters.search.trim(),
    rating: filters.rating === 'any' ? undefined : Number(filters.rating),
    source: filters.source === 'any' ? undefined : filters.source,
    published: yesNo(filters.published),
    featured: yesNo(filters.featured),
    verified: yesNo(filters.verified),
    hasResponse: yesNo(filters.hasResponse),
  };
}

const RATING_OPTIONS: readonly SelectOption<ReviewFilters['rating']>[] = [
  { id: 'any', label: 'Any rating' },
  ...(['5', '4', '3', '2', '1'] as const).map((stars) => ({ id: stars, label: `${stars} ${stars === '1' ? 'star' : 'stars'}` })),
];
const SOURCE_OPTIONS: readonly SelectOption<ReviewFilters['source']>[] = [{ id: 'any', label: 'Any source' }, ...REVIEW_SOURCES.map((source) => ({ id: source, label: REVIEW_SOURCE_LABELS[source] }))];
const yesNoOptions = (yes: string, no: string): readonly SelectOption<YesNo>[] => [
  { id: 'any', label: 'Either' },
  { id: 'yes', label: yes },
  { id: 'no', label: no },
];

/** Search and the six filters over the reviews table; any change starts again at page 1 (the caller's). */
export function ReviewFilterBar({ filters, onChange }: { filters: ReviewFilters; onChange: (next: ReviewFilters) => void }) {
  const set = (patch: Partial<ReviewFilters>) => onChange({ ...filters, ...patch });
  return (
    <div role="search" aria-label="Search and filter reviews" className={tools.filters}>
      <SearchField label="Search reviews" placeholder="Guest, text, location or response" value={filters.search} onChange={(search) => set({ search })} />
      <Select label="Rating" options={RATING_OPTIONS} value={filters.rating} onChange={(rating) => set({ rating })} />
      <Select label="Source" options={SOURCE_OPTIONS} value={filters.source} onChange={(source) => set({ source })} />
      <Select label="Published" options={yesNoOptions('Published', 'Not published')} value={filters.published} onChange={(published) => set({ published })} />
      <Select label="Featured" options={yesNoOptions('Featured', 'Not featured')} value={filters.featured} onChange={(featured) => set({ featured })} />
      <Select label="Verified" options={yesNoOptions('Verified guest', 'Not verified')} value={filters.verified} onChange={(verified) => set({ verified })} />
      <Select label="Host response" options={yesNoOptions('Answered', 'Not answered')} value={filters.hasResponse} onChange={(hasResponse) => set({ hasResponse })} />
    </div>
  );
}
