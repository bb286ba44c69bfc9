import { z } from 'zod';
import { lineText } from '../lib/text.schema';
import { SECTION_TEXT_DEFAULTS as D } from './section-text-defaults';

/**
 * The words of the spec's sections that the owner edits in the Page Builder (decision 045). Each default is the
 * text the site shipped with (the spec's quoted ones exactly as quoted), and the schema fills a missing field with
 * it, so a page stored before a field existed still parses and shows what it always showed. Lengths are capped so
 * nothing typed can push a card or a button out of its layout; the facts that come from the listing (sleeps,
 * bedrooms, the rate) and the spec's fixed labels stay outside these texts.
 */

const line = (name: string, max: number) =>
  lineText({ error: `Write the ${name}` }).max(max, `The ${name} is too long (${max} characters at most)`);
const required = (name: string, max: number) => line(name, max).min(1, `Write the ${name}`);

/** A list of exactly `count` entries (the layout has room for that many, no more, no fewer). */
const exactly = <T extends z.ZodType>(item: T, count: number, name: string) =>
  z.array(item).length(count, `Give exactly ${count} ${name}`);

const card = z.strictObject({ title: required('card title', 80), text: required('card text', 300) });

/** Fills a missing field with its default (a copy, so nobody shares one array). */
const orDefault = <T extends z.ZodType>(schema: T, value: z.output<T>) => schema.default(() => structuredClone(value) as never);

/** Each section's text fields, to spread into its block's schema. */
export const SECTION_TEXT_FIELDS = {
  hero: { subtitle: orDefault(line('subtitle', 200), D.hero.subtitle) },
  realHawaii: {
    heading: orDefault(required('heading', 80), D.realHawaii.heading),
    lead: orDefault(line('introduction', 300), D.realHawaii.lead),
    cards: orDefault(exactly(card, 3, 'cards'), D.realHawaii.cards),
  },
  escape: {
    heading: orDefault(required('heading', 80), D.escape.heading),
    lead: orDefault(line('introduction', 300), D.escape.lead),
    guestsText: orDefault(required('guests text', 200), D.escape.guestsText),
    bedroomsText: orDefault(required('bedrooms text', 200), D.escape.bedroomsText),
    oceanfrontText: orDefault(required('oceanfront text', 200), D.escape.oceanfrontText),
    button: orDefault(required('button label', 40), D.escape.button),
  },
  reviews: { highlights: orDefault(exactly(required('highlight', 120), 6, 'highlights'), D.reviews.highlights) },
  location: {
    description: orDefault(required('description', 600), D.location.description),
    points: orDefault(exactly(required('point', 120), 4, 'points'), D.location.points),
  },
  experiencesTeaser: { lead: orDefault(line('introduction', 300), D.experiencesTeaser.lead) },
  stayIntro: { button: orDefault(required('button label', 40), D.stayIntro.button) },
  registration: {
    heading: orDefault(required('heading', 80), D.registration.heading),
    text: orDefault(required('text', 120), D.registration.text),
  },
  thingsToDo: {
    heading: orDefault(required('heading', 80), D.thingsToDo.heading),
    lead: orDefault(line('introduction', 300), D.thingsToDo.lead),
  },
  contactNote: {
    text: orDefault(line('text before the link', 200), D.contactNote.text),
    link: orDefault(required('link text', 40), D.contactNote.link),
    after: orDefault(line('text after the link', 200), D.contactNote.after),
  },
} satisfies Record<keyof typeof D, z.ZodRawShape>;

export type TextSection = keyof typeof SECTION_TEXT_FIELDS;
/** A section's words as its component draws them. */
export type SectionTexts<T extends TextSection> = z.output<z.ZodObject<(typeof SECTION_TEXT_FIELDS)[T]>>;
