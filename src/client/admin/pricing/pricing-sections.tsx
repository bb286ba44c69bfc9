import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { emptySeason } from './pricing-draft';
import type { PricingEditor } from './pricing-editor';
import * as styles from './pricing.css';

const DATE_HINT = 'yyyy-mm-dd';

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {hint && <p className={styles.sectionHint}>{hint}</p>}
      {children}
    </section>
  );
}

export function RatesSection({ editor }: { editor: PricingEditor }) {
  return (
    <Section id="pricing-rates" title="Rates" hint="In US dollars. The weekend rate applies to Friday and Saturday nights; leave it empty to charge the nightly rate.">
      <div className={styles.fields}>
        <TextField label="Nightly rate ($)" inputMode="decimal" {...editor.top('baseRate', 'baseRateCents')} />
        <TextField label="Weekend nightly rate ($)" inputMode="decimal" {...editor.top('weekendRate', 'weekendNightlyCents')} />
        <TextField label="Cleaning fee ($)" inputMode="decimal" {...editor.top('cleaningFee', 'cleaningFeeCents')} />
        <TextField label="Minimum nights" inputMode="numeric" {...editor.top('minNights')} />
      </div>
    </Section>
  );
}

export function SeasonsSection({ editor }: { editor: PricingEditor }) {
  return (
    <Section id="pricing-seasons" title="Seasons" hint="A season prices its nights from the first to the last night, inclusive. Its minimum stay applies to arrivals in it.">
      {editor.draft.seasons.length === 0 && <p>No seasons: every night uses the rates above.</p>}
      {editor.draft.seasons.map((season, index) => {
        const key = (prop: string) => `seasons.${index}.${prop}`;
        const title = season.name.trim() || `Season ${index + 1}`;
        return (
          <fieldset key={index} className={styles.row}>
            <legend className={styles.legend}>{title}</legend>
            <TextField label="Name" {...editor.row('seasons', index, 'name', key('name'))} />
            <TextField label="First night" description={DATE_HINT} {...editor.row('seasons', index, 'startDate', key('startDate'))} />
            <TextField label="Last night" description={DATE_HINT} {...editor.row('seasons', index, 'endDate', key('endDate'))} />
            <TextField label="Nightly rate ($)" inputMode="decimal" {...editor.row('seasons', index, 'nightly', key('nightlyCents'))} />
            <TextField label="Weekend rate ($)" description="Optional" inputMode="decimal" {...editor.row('seasons', index, 'weekend', key('weekendNightlyCents'))} />
            <TextField label="Minimum nights" description="Optional" inputMode="numeric" {...editor.row('seasons', index, 'minNights', key('minNights'))} />
            <Button tone="secondary" onPress={() => editor.remove('seasons', index)} aria-label={`Remove season ${title}`}>
              Remove
            </Button>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button tone="secondary" onPress={() => editor.add('seasons', emptySeason(), (index) => `seasons.${index}.name`)}>
          Add season
        </Button>
      </div>
    </Section>
  );
}

export function OverridesSection({ editor }: { editor: PricingEditor }) {
  return (
    <Section id="pricing-overrides" title="Special nights" hint="A price or a minimum stay for one night (holidays, events). It wins over seasons and weekend rates; the minimum stay applies to arrivals that night.">
      {editor.draft.overrides.map((override, index) => (
        <fieldset key={index} className={styles.row}>
          <legend className={styles.legend}>{override.date || `Night ${index + 1}`}</legend>
          <TextField label="Night" description={DATE_HINT} {...editor.row('overrides', index, 'date', `overrides.${index}.date`)} />
          <TextField label="Nightly rate ($)" inputMode="decimal" {...editor.row('overrides', index, 'nightly', `overrides.${index}.nightlyCents`)} />
          <TextField label="Minimum stay (nights)" inputMode="numeric" {...editor.row('overrides', index, 'minNights', `overrides.${index}.minNights`)} />
          <Button tone="secondary" onPress={() => editor.remove('overrides', index)} aria-label={`Remove special night ${override.date || index + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button tone="secondary" onPress={() => editor.add('overrides', { date: '', nightly: '', minNights: '' }, (index) => `overrides.${index}.date`)}>
          Add special night
        </Button>
      </div>
    </Section>
  );
}

export function DiscountsAndFeesSection({ editor }: { editor: PricingEditor }) {
  return (
    <>
      <Section id="pricing-discounts" title="Length-of-stay discounts" hint="Percent off the rent. The larger discount that applies wins; leave empty for none.">
        <div className={styles.fields}>
          <TextField label="Weekly discount (7+ nights, %)" inputMode="decimal" {...editor.top('weeklyPercent')} />
          <TextField label="Monthly discount (28+ nights, %)" inputMode="decimal" {...editor.top('monthlyPercent')} />
        </div>
      </Section>
      <Section id="pricing-fees" title="Guest and pet fees" hint="Leave empty for none. Fees are part of every price shown and are taxed.">
        <div className={styles.fields}>
          <TextField label="Extra guest fee ($ per guest per night)" inputMode="decimal" {...editor.top('extraGuestFee', 'extraGuestFee.perGuestPerNightCents')} />
          <TextField label="Guests included before the fee" inputMode="numeric" {...editor.top('extraGuestsIncluded', 'extraGuestFee.includedGuests')} />
          <TextField label="Pet fee ($ per stay)" inputMode="decimal" {...editor.top('petFee', 'petFeeCents')} />
        </div>
      </Section>
    </>
  );
}

export function TaxesSection({ editor }: { editor: PricingEditor }) {
  return (
    <Section id="pricing-taxes" title="Taxes" hint="Each tax is a line on the guest's price, charged on rent plus fees. Labels must contain TAT, GET or County Tax.">
      {editor.draft.taxes.map((tax, index) => (
        <fieldset key={index} className={styles.row}>
          <legend className={styles.legend}>{tax.label || `Tax ${index + 1}`}</legend>
          <TextField label="Label" {...editor.row('taxes', index, 'label', `taxes.${index}.label`)} />
          <TextField label="Rate (%)" inputMode="decimal" {...editor.row('taxes', index, 'rate', `taxes.${index}.milliPercent`)} />
          <Button tone="secondary" onPress={() => editor.remove('taxes', index)} aria-label={`Remove tax ${tax.label || index + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button tone="secondary" onPress={() => editor.add('taxes', { label: '', rate: '' }, (index) => `taxes.${index}.label`)}>
          Add tax
        </Button>
      </div>
    </Section>
  );
}

export function BookingWindowSection({ editor }: { editor: PricingEditor }) {
  return (
    <Section
      id="pricing-window"
      title="Booking window"
      hint="How far ahead and how long guests may book online. Longer or later stays have to ask you, so no one can hold the calendar for months."
    >
      <div className={styles.fields}>
        <TextField label="Book up to (months ahead)" inputMode="numeric" {...editor.top('bookingHorizonMonths')} />
        <TextField label="Longest stay (nights)" inputMode="numeric" {...editor.top('maxStayNights')} />
      </div>
    </Section>
  );
}
