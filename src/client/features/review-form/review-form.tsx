import { useState } from 'react';
import { Form } from 'react-aria-components';
import { formatDayRange } from '../../../shared/lib/date-format';
import { guestReviewFieldsSchema, TRIP_TYPES, type GuestReviewResult } from '../../../shared/reviews/guest-review.schemas';
import type { ReviewAccess } from '../../../shared/reviews/review-link';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { RadioGroupField, type RadioOption } from '../../ui/radio-group';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import * as styles from './review-form.css';
import { useSubmitReview } from './use-review-link';

const RATINGS: readonly RadioOption<string>[] = [1, 2, 3, 4, 5].map((stars) => ({
  id: String(stars),
  ariaLabel: stars === 1 ? '1 star' : `${stars} stars`,
  label: (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(stars)}
    </span>
  ),
}));
const TRIPS: readonly RadioOption<string>[] = TRIP_TYPES.map((trip) => ({ id: trip, label: trip }));
const RECOMMEND: readonly RadioOption<string>[] = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

type Values = { rating: string; review_text: string; trip_type: string; would_recommend: string; guest_name: string; location: string };

/** The form values as the shared schema reads them: a rating number, a yes or no, nothing for what is not chosen. */
function toInput(values: Values) {
  return {
    ...values,
    rating: values.rating === '' ? undefined : Number(values.rating),
    trip_type: values.trip_type === '' ? undefined : values.trip_type,
    would_recommend: values.would_recommend === '' ? undefined : values.would_recommend === 'yes',
  };
}

export interface ReviewFormProps {
  access: ReviewAccess;
  stay: { check_in: string; check_out: string; guest_first_name: string };
  onSent: (result: GuestReviewResult) => void;
}

/** The guest's review of their stay: every field of a public review that is theirs to write, checked as the server checks it. */
export function ReviewForm({ access, stay, onSent }: ReviewFormProps) {
  const submit = useSubmitReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(
    guestReviewFieldsSchema,
    { rating: '', review_text: '', trip_type: '', would_recommend: '', guest_name: stay.guest_first_name, location: '' },
    async (review) => {
      setFailure(null);
      try {
        onSent(await submit.mutateAsync({ ...access, ...review, location: review.location ?? '' }));
      } catch (error) {
        // Field messages show at their fields; a refusal of the link itself (used meanwhile, say) shows here.
        if (Object.keys(fieldErrorsOf(error)).length === 0) setFailure(errorMessage(error));
        throw error;
      }
    },
    toInput,
  );
  const choice = (key: 'rating' | 'trip_type' | 'would_recommend') => {
    const field = form.field(key);
    return { name: field.name, value: field.value, errorMessage: field.errorMessage, onChange: field.onChange };
  };

  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Review your stay">
      <p>Your stay: {formatDayRange(stay.check_in, stay.check_out)}</p>
      <RadioGroupField label="Your rating" isRequired options={RATINGS} {...choice('rating')} />
      <TextArea label="Your review" isRequired description="What stood out? What should the next guests know?" {...form.field('review_text')} />
      <RadioGroupField label="Who did you travel with?" isRequired options={TRIPS} {...choice('trip_type')} />
      <RadioGroupField label="Would you recommend the house?" isRequired options={RECOMMEND} {...choice('would_recommend')} />
      <div className={styles.twoColumns}>
        <TextField label="Your name as shown" autoComplete="given-name" isRequired description="For example “Keoni P.”" {...form.field('guest_name')} />
        <TextField label="Where you are from (optional)" autoComplete="address-level2" description="For example “Portland, OR”" {...form.field('location')} />
      </div>
      <div role="alert">{failure && <p className={styles.failure}>{failure}</p>}</div>
      <Button type="submit" size="lg" isDisabled={form.pending}>
        {form.pending ? 'Sending…' : 'Send review'}
      </Button>
    </Form>
  );
}
