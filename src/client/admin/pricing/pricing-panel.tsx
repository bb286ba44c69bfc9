import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { PricingSettings, PropertyRates } from '../../../shared/pricing/pricing-settings.schemas';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { CouponsSection } from './coupons-section';
import { fromDraft, serverFieldErrors, toDraft } from './pricing-draft';
import { usePricingEditor } from './pricing-editor';
import { BookingWindowSection, DiscountsAndFeesSection, OverridesSection, RatesSection, SeasonsSection, TaxesSection } from './pricing-sections';
import { QuotePreview } from './quote-preview';
import * as styles from './pricing.css';
import { usePricingSettings, usePropertyRates, useSavePricing } from './use-pricing';

/** The owner's prices: rates, seasons, special nights, discounts, fees, taxes, the booking window and coupons. */
export function PricingPanel() {
  const settings = usePricingSettings();
  const rates = usePropertyRates();
  return (
    <div className={styles.panel}>
      <h1>Pricing</h1>
      {(settings.isLoading || rates.isLoading) && <p role="status">Loading prices…</p>}
      {(settings.error ?? rates.error) && (
        <p role="alert" className={styles.failure}>
          Prices could not be loaded: {errorMessage(settings.error ?? rates.error)}
        </p>
      )}
      {settings.data && rates.data && <PricingForm rates={rates.data} settings={settings.data} />}
      <CouponsSection />
    </div>
  );
}

type Feedback = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

function PricingForm({ rates, settings }: { rates: PropertyRates; settings: PricingSettings }) {
  const editor = usePricingEditor(toDraft(rates, settings));
  const save = useSavePricing();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const pending = save.rates.isPending || save.settings.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    const parsed = fromDraft(editor.draft);
    if (!parsed.ok) {
      editor.setErrors(parsed.errors);
      setFeedback({ kind: 'failed', message: 'Some prices need attention: see the marked fields.' });
      focusFirstInvalid();
      return;
    }
    editor.setErrors({});
    try {
      await save.rates.mutateAsync(parsed.rates);
      await save.settings.mutateAsync(parsed.settings);
      setFeedback({ kind: 'saved' });
    } catch (error) {
      const fields = serverFieldErrors(fieldErrorsOf(error), editor.draft);
      editor.setErrors(fields);
      setFeedback({ kind: 'failed', message: Object.keys(fields).length > 0 ? 'Some prices need attention: see the marked fields.' : errorMessage(error) });
      focusFirstInvalid();
    }
  }

  return (
    <>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label="Prices" className={styles.panel}>
        <RatesSection editor={editor} />
        <SeasonsSection editor={editor} />
        <OverridesSection editor={editor} />
        <DiscountsAndFeesSection editor={editor} />
        <TaxesSection editor={editor} />
        <BookingWindowSection editor={editor} />
        <div className={styles.saveBar}>
          <Button type="submit" isDisabled={pending}>
            {pending ? 'Saving…' : 'Save prices'}
          </Button>
          <div aria-live="polite">
            {feedback?.kind === 'saved' && <p className={styles.success}>Prices saved. New quotes use them now.</p>}
          </div>
          {feedback?.kind === 'failed' && (
            <p role="alert" className={styles.failure}>
              {feedback.message}
            </p>
          )}
        </div>
      </Form>
      <QuotePreview />
    </>
  );
}

/** After a refused save, the keyboard goes to the first field with a message. */
function focusFirstInvalid() {
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('form[aria-label="Prices"] input[aria-invalid="true"]')?.focus());
}
