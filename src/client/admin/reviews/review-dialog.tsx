import { Form } from 'react-aria-components';
import { reviewInputSchema, type AdminReview, type ReviewInput } from '../../../shared/reviews/review-admin.schemas';
import { CAROUSEL_MAX_REVIEWS, REVIEW_SOURCE_LABELS } from '../../../shared/reviews/reviews.rules';
import { REVIEW_SOURCES } from '../../../shared/reviews/reviews.schemas';
import { todayAtProperty } from '../../../shared/lib/dates';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { CheckboxField } from '../../ui/checkbox';
import { AppDialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { DialogActions } from '../kit/dialog-actions';

type ReviewValues = Record<keyof ReviewInput, string>;
const FLAGS = ['would_recommend', 'is_featured', 'verified_guest', 'is_published'] as const;

function toValues(row: AdminReview | null): ReviewValues {
  return {
    guest_name: row?.guest_name ?? '',
    location: row?.location ?? '',
    rating: String(row?.rating ?? 5),
    review_date: row?.review_date ?? todayAtProperty(),
    stay_start_date: row?.stay_start_date ?? '',
    stay_end_date: row?.stay_end_date ?? '',
    trip_type: row?.trip_type ?? '',
    review_text: row?.review_text ?? '',
    would_recommend: String(row?.would_recommend ?? true),
    is_featured: String(row?.is_featured ?? false),
    verified_guest: String(row?.verified_guest ?? false),
    reviewer_avatar_url: row?.reviewer_avatar_url ?? '',
    source: row?.source ?? 'direct',
    is_published: String(row?.is_published ?? false),
    host_response: row?.host_response ?? '',
  };
}

function toReviewInput(values: ReviewValues): unknown {
  return { ...values, rating: Number(values.rating), ...Object.fromEntries(FLAGS.map((flag) => [flag, values[flag] === 'true'])) };
}

const RATINGS = (['5', '4', '3', '2', '1'] as const).map((stars) => ({ id: stars, label: `${stars} ${stars === '1' ? 'star' : 'stars'}` }));
const SOURCES = REVIEW_SOURCES.map((source) => ({ id: source, label: REVIEW_SOURCE_LABELS[source] }));

/** Add a review by hand, or edit one: every field guests see, where it was written, and the host's response. */
export function ReviewDialog({ review, onSave, onClose }: { review: AdminReview | null; onSave: (input: ReviewInput) => Promise<unknown>; onClose: () => void }) {
  const form = useZodForm(
    reviewInputSchema,
    toValues(review),
    async (input) => {
      try {
        await onSave(input);
        toast({ title: 'Review saved', description: input.is_published ? 'The home page shows it from the next visit.' : 'It stays off the site until it is published.' });
        onClose();
      } catch (error) {
        toast({ title: 'Review not saved', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    toReviewInput,
  );
  const flag = (key: (typeof FLAGS)[number]) => ({
    isSelected: form.values[key] === 'true',
    onChange: (selected: boolean) => form.setValues((current) => ({ ...current, [key]: String(selected) })),
  });
  return (
    <AppDialog title={review ? `Edit the review by ${review.guest_name}` : 'Add a review'} size="wide" isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={form.onSubmit} validationBehavior="aria" className={styles.section}>
        <div className={styles.row}>
          <TextField label="Guest name" autoComplete="off" isRequired autoFocus {...form.field('guest_name')} description="As it is shown, such as Keiko T." />
          <TextField label="Location (optional)" autoComplete="off" {...form.field('location')} description="Such as Seattle, WA" />
        </div>
        <div className={styles.row}>
          <Select label="Rating" options={RATINGS} value={form.values.rating as (typeof RATINGS)[number]['id']} onChange={(rating) => form.field('rating').onChange(rating)} errorMessage={form.errors.rating} />
          <Select label="Source" options={SOURCES} value={form.values.source as (typeof REVIEW_SOURCES)[number]} onChange={(source) => form.field('source').onChange(source)} errorMessage={form.errors.source} />
          <TextField label="Review date" type="date" isRequired {...form.field('review_date')} />
        </div>
        <div className={styles.row}>
          <TextField label="Stay start (optional)" type="date" {...form.field('stay_start_date')} />
          <TextField label="Stay end (optional)" type="date" {...form.field('stay_end_date')} />
          <TextField label="Trip type (optional)" autoComplete="off" {...form.field('trip_type')} description="Such as Family or Couple" />
        </div>
        <TextArea label="Review" isRequired rows={5} {...form.field('review_text')} />
        <TextArea label="Host response (optional)" rows={3} {...form.field('host_response')} description="Shown under the review on the site, as the host’s answer." />
        <TextField label="Reviewer picture (optional)" autoComplete="off" inputMode="url" {...form.field('reviewer_avatar_url')} description="An https:// address; empty: the guest’s initial." />
        <div className={styles.row}>
          <CheckboxField {...flag('would_recommend')}>Would recommend</CheckboxField>
          <CheckboxField {...flag('verified_guest')}>Verified guest</CheckboxField>
          <CheckboxField {...flag('is_published')}>Published</CheckboxField>
          <CheckboxField {...flag('is_featured')}>Featured in the carousel</CheckboxField>
        </div>
        <p className={styles.hint}>The home page carousel shows at most {CAROUSEL_MAX_REVIEWS} featured reviews.</p>
        {form.errors.is_featured && (
          <p role="alert" className={styles.hint}>
            {form.errors.is_featured}
          </p>
        )}
        <DialogActions submit="Save review" pending={form.pending} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
