import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { addDaysIso, isIsoDate, todayAtProperty } from '../../../shared/lib/dates';
import { parseWholeNumber } from '../../../shared/pricing/money-input.rules';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { displayMoney } from '../../lib/format';
import * as styles from './pricing.css';
import { useQuotePreview } from './use-pricing';

/** "What a guest pays": the real quote for a sample stay, under the saved prices. */
export function QuotePreview() {
  const [values, setValues] = useState({ start: addDaysIso(todayAtProperty(), 30), nights: '4', guests: '2' });
  const [asked, setAsked] = useState<{ start: string; end: string; guests: number } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const quote = useQuotePreview(asked);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nights = parseWholeNumber(values.nights);
    const guests = parseWholeNumber(values.guests);
    if (!isIsoDate(values.start) || !nights || !guests) {
      setInvalid('Enter a check-in date (yyyy-mm-dd), nights and guests.');
      return;
    }
    setInvalid(null);
    setAsked({ start: values.start, end: addDaysIso(values.start, nights), guests });
  }

  const bind = (key: keyof typeof values) => ({ value: values[key], onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })) });

  return (
    <section aria-labelledby="pricing-preview" className={styles.section}>
      <h2 id="pricing-preview">What a guest pays</h2>
      <p className={styles.sectionHint}>A sample stay priced exactly as the booking widget would price it, with the saved prices.</p>
      <Form onSubmit={onSubmit} aria-label="Sample stay" className={styles.fields}>
        <TextField label="Check-in" description="yyyy-mm-dd" {...bind('start')} />
        <TextField label="Nights" inputMode="numeric" {...bind('nights')} />
        <TextField label="Guests" inputMode="numeric" {...bind('guests')} />
        <div className={styles.actions}>
          <Button type="submit" tone="secondary">Show price</Button>
        </div>
      </Form>
      <div aria-live="polite">
        {invalid && <p className={styles.failure}>{invalid}</p>}
        {asked && quote.isFetching && <p>Pricing…</p>}
        {asked && quote.error && <p className={styles.failure}>{errorMessage(quote.error)}</p>}
        {asked && quote.data && (
          <ul className={styles.previewLines} aria-label="Sample price">
            {quote.data.breakdown.map((line) => (
              <li key={line.label} className={styles.previewLine}>
                <span>{line.label}</span>
                <span>{displayMoney(line.amount)}</span>
              </li>
            ))}
            <li className={styles.previewTotal}>
              <span>Total</span>
              <span>{displayMoney(quote.data.total)}</span>
            </li>
          </ul>
        )}
      </div>
    </section>
  );
}
