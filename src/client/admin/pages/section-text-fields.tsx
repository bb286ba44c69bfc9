import type { ReactNode } from 'react';
import type { BlockOf, PageBlock } from '../../../shared/pages/page-blocks.schema';
import { SECTION_TEXT_DEFAULTS } from '../../../shared/pages/section-text-defaults';
import type { TextSection } from '../../../shared/pages/section-texts';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import * as styles from './page-builder.css';
import type { FieldErrors } from './page-errors';

/** The spec's sections whose words the owner edits here (section-texts.ts); the rest have none of their own. */
const TEXT_SECTIONS: ReadonlySet<string> = new Set(Object.keys(SECTION_TEXT_DEFAULTS));

export function hasSectionTexts(block: PageBlock): block is BlockOf<TextSection> {
  return TEXT_SECTIONS.has(block.type);
}

interface Props<T extends TextSection> {
  block: BlockOf<T>;
  errors: FieldErrors;
  onChange: (block: BlockOf<T>) => void;
}

function line(label: string, value: string, error: string | undefined, set: (value: string) => void, description?: string) {
  return <TextField key={label} label={label} autoComplete="off" value={value} errorMessage={error} onChange={set} {...(description ? { description } : {})} />;
}

function lines(label: string, value: string, error: string | undefined, set: (value: string) => void, description?: string) {
  return <TextArea key={label} label={label} rows={3} value={value} errorMessage={error} onChange={set} {...(description ? { description } : {})} />;
}

const HEADING_NOTE = 'Shown as a section heading (level 2) on the page.';

/** A fixed-length list of one-line texts (the layout has room for exactly that many), in a group with its legend. */
function TextList({ legend, label, values, errors, field, onChange }: {
  legend: string;
  label: string;
  values: readonly string[];
  errors: FieldErrors;
  field: string;
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {values.map((value, index) =>
        line(`${label} ${index + 1}`, value, errors[`${field}.${index}`], (next) => onChange(values.map((other, at) => (at === index ? next : other)))),
      )}
    </fieldset>
  );
}

function RealHawaiiFields({ block, errors, onChange }: Props<'realHawaii'>) {
  return (
    <>
      {line('Heading', block.heading, errors.heading, (heading) => onChange({ ...block, heading }), HEADING_NOTE)}
      {lines('Introduction', block.lead, errors.lead, (lead) => onChange({ ...block, lead }))}
      {block.cards.map((card, index) => {
        const number = index + 1;
        const set = (next: Partial<typeof card>) => onChange({ ...block, cards: block.cards.map((other, at) => (at === index ? { ...other, ...next } : other)) });
        return (
          // The three cards have no ids: their fields follow their place.
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>Card {number}</legend>
            {line(`Card ${number} title`, card.title, errors[`cards.${index}.title`], (title) => set({ title }))}
            {lines(`Card ${number} text`, card.text, errors[`cards.${index}.text`], (text) => set({ text }))}
          </fieldset>
        );
      })}
    </>
  );
}

function EscapeFields({ block, errors, onChange }: Props<'escape'>) {
  return (
    <>
      {line('Heading', block.heading, errors.heading, (heading) => onChange({ ...block, heading }), HEADING_NOTE)}
      {lines('Introduction', block.lead, errors.lead, (lead) => onChange({ ...block, lead }))}
      {lines('Guests text', block.guestsText, errors.guestsText, (guestsText) => onChange({ ...block, guestsText }), 'Under “N Guests” (the number comes from the listing).')}
      {lines('Bedrooms text', block.bedroomsText, errors.bedroomsText, (bedroomsText) => onChange({ ...block, bedroomsText }), 'Under “N Bedrooms”.')}
      {lines('Oceanfront text', block.oceanfrontText, errors.oceanfrontText, (oceanfrontText) => onChange({ ...block, oceanfrontText }), 'Under “Oceanfront”.')}
      {line('Button label', block.button, errors.button, (button) => onChange({ ...block, button }), 'The button opens the stay page.')}
    </>
  );
}

/** The words of a spec section, each a labelled field with its message under it (the same schema as the server's). */
export function SectionTextFields({ block, errors, onChange }: { block: BlockOf<TextSection>; errors: FieldErrors; onChange: (block: PageBlock) => void }): ReactNode {
  switch (block.type) {
    case 'hero':
      return lines('Subtitle', block.subtitle, errors.subtitle, (subtitle) => onChange({ ...block, subtitle }), 'Shown under the title, followed by the starting rate.');
    case 'realHawaii':
      return <RealHawaiiFields block={block} errors={errors} onChange={onChange} />;
    case 'escape':
      return <EscapeFields block={block} errors={errors} onChange={onChange} />;
    case 'reviews':
      return (
        <TextList
          legend="What guests love about this place"
          label="Highlight"
          values={block.highlights}
          errors={errors}
          field="highlights"
          onChange={(highlights) => onChange({ ...block, highlights })}
        />
      );
    case 'location':
      return (
        <>
          {lines('About Kaneohe', block.description, errors.description, (description) => onChange({ ...block, description }), 'The paragraph under ‘Kaneohe, Hawaii’.')}
          <TextList legend="Perfect Location" label="Point" values={block.points} errors={errors} field="points" onChange={(points) => onChange({ ...block, points })} />
        </>
      );
    case 'experiencesTeaser':
      return lines('Introduction', block.lead, errors.lead, (lead) => onChange({ ...block, lead }));
    case 'stayIntro':
      return line('Button label', block.button, errors.button, (button) => onChange({ ...block, button }), 'The button opens the booking page.');
    case 'registration':
      return (
        <>
          {line('Heading', block.heading, errors.heading, (heading) => onChange({ ...block, heading }), HEADING_NOTE)}
          {line('Text before the numbers', block.text, errors.text, (text) => onChange({ ...block, text }))}
        </>
      );
    case 'thingsToDo':
      return (
        <>
          {line('Heading', block.heading, errors.heading, (heading) => onChange({ ...block, heading }), HEADING_NOTE)}
          {lines('Introduction', block.lead, errors.lead, (lead) => onChange({ ...block, lead }))}
        </>
      );
    case 'contactNote':
      return (
        <>
          {line('Text before the link', block.text, errors.text, (text) => onChange({ ...block, text }))}
          {line('Link text', block.link, errors.link, (link) => onChange({ ...block, link }), 'The link opens the contact page.')}
          {line('Text after the link', block.after, errors.after, (after) => onChange({ ...block, after }))}
        </>
      );
  }
}
