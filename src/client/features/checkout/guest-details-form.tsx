import { useId } from 'react';
import { Form, Link } from 'react-aria-components';
import { ARRIVAL_TIMES } from '../../../shared/booking/guest-details.schemas';
import { STAY_LIMITS } from '../../../shared/stay/stay-limits';
import { paths } from '../../../shared/paths';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/feedback';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import type { BookingDraft } from '../booking/public';
import { ErrorSummary } from '../booking/public';
import { FormSelect } from './form-select';
import { DETAILS_FIELDS, type DetailsField } from './guest-details-input';
import { PolicyCheckbox } from './policy-checkbox';
import { useGuestDetailsForm } from './use-guest-details-form';
import * as styles from './checkout.css';

const arrivalOptions = ARRIVAL_TIMES.map((time) => ({ id: time, label: time }));
const petOptions = Array.from({ length: STAY_LIMITS.maxPets + 1 }, (_, count) => ({
  id: String(count),
  label: count === 0 ? 'No pets' : `${count} ${count === 1 ? 'pet' : 'pets'}`,
}));

export interface GuestDetailsFormProps {
  draft: BookingDraft;
  petsAllowed: boolean;
  /** The guest is about to continue: a chance to load the checkout page ahead. */
  onIntent?: () => void;
}

/** Who is coming, how to reach them, and their agreement to the house rules; then on to payment. */
export function GuestDetailsForm({ draft, petsAllowed, onIntent }: GuestDetailsFormProps) {
  const baseId = useId();
  const fieldId = (field: DetailsField) => `${baseId}-${field}`;
  const form = useGuestDetailsForm(draft, fieldId);
  const { values, errors, setField } = form;
  /** What every typed field takes from the form: its id (for the summary links), value, setter and message. */
  const bind = (field: Exclude<DetailsField, 'agreeToPolicies'>) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => setField(field, value),
    errorMessage: errors[field],
  });
  const summary = DETAILS_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ message, fieldId: fieldId(field) }] : [];
  });

  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
        Guest details
      </h2>
      <ErrorSummary id={`${baseId}-summary`} errors={summary} />
      {form.problem && (
        <div role="alert" className={styles.problem}>
          <p className={styles.problemTitle}>{form.problem.message}</p>
          {form.problem.action === 'chooseDates' && (
            <Link className={styles.link} href={paths.bookingForm}>
              Choose other dates
            </Link>
          )}
        </div>
      )}

      <TextField label="Full name" autoComplete="name" {...bind('name')} />
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" description="Your confirmation goes here." {...bind('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
      </div>
      <div className={styles.row}>
        <FormSelect label="Estimated arrival" placeholder="Choose a time" options={arrivalOptions} {...bind('arrivalTime')} />
        {petsAllowed && <FormSelect label="Pets" options={petOptions} {...bind('pets')} />}
      </div>
      <TextArea label="Message to the host (optional)" rows={4} {...bind('message')} />
      <TextField label="Coupon code (optional)" autoComplete="off" {...bind('coupon')} />
      <PolicyCheckbox
        id={fieldId('agreeToPolicies')}
        isSelected={values.agreeToPolicies}
        onChange={(value) => setField('agreeToPolicies', value)}
        errorMessage={errors.agreeToPolicies}
      />

      <Button type="submit" tone="accent" size="lg" isDisabled={form.isPending} {...(onIntent ? { onHoverStart: onIntent, onFocus: onIntent } : {})}>
        {form.isPending ? 'Processing...' : 'Continue to payment'}
      </Button>
      <p className={styles.muted}>The price is checked again and your dates are held while you pay. Apple Pay &amp; Google Pay available at checkout.</p>

      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{form.announcement}</VisuallyHidden>
      </div>
    </Form>
  );
}
