import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RichTextDocument } from '../../../shared/content/rich-text.schema';
import { BUTTON_TONES, type BlockOf, type BlockPhoto, type PageBlock, type SectionBlockType } from '../../../shared/pages/page-blocks.schema';
import type { AdminPhoto } from '../../../shared/property/photo-admin.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { RichTextEditor } from '../kit/rich-text-editor';
import { moveItem } from './block-order';
import * as styles from './page-builder.css';
import type { FieldErrors } from './page-errors';
import { SECTION_HOMES } from './section-homes';
import { hasSectionTexts, SectionTextFields } from './section-text-fields';

const TONE_NAMES: Record<(typeof BUTTON_TONES)[number], string> = { accent: 'Coral (the booking button’s colour)', primary: 'Deep sea blue' };
const SIDE_NAMES = { left: 'Photo on the left', right: 'Photo on the right' } as const;

interface FieldsProps<T extends PageBlock> {
  block: T;
  errors: FieldErrors;
  /** Keys the rich-text fields, so a replaced document starts them afresh. */
  generation: number;
  onChange: (block: T) => void;
}

function Heading<T extends PageBlock & { heading: string }>({ block, errors, onChange, label = 'Heading' }: FieldsProps<T> & { label?: string }) {
  return (
    <TextField
      label={label}
      autoComplete="off"
      description="Shown as a section heading (level 2) on the page."
      value={block.heading}
      errorMessage={errors.heading}
      onChange={(heading) => onChange({ ...block, heading })}
    />
  );
}

function Rich({ label, value, error, onChange, id }: { label: string; value: RichTextDocument; error: string | undefined; onChange: (doc: RichTextDocument) => void; id: string }) {
  return <RichTextEditor key={id} label={label} value={value} errorMessage={error} onChange={onChange} />;
}

function usePublishedPhotos(): AdminPhoto[] {
  const photos = trpc.admin.photos.list.useQuery();
  return (photos.data ?? []).filter((photo) => photo.published && photo.ready);
}

function PhotoField({ label, photo, errors, prefix, photos, onChange }: {
  label: string;
  photo: BlockPhoto;
  errors: FieldErrors;
  prefix: string;
  photos: AdminPhoto[];
  onChange: (photo: BlockPhoto) => void;
}) {
  const chosen = photos.find((item) => item.id === photo.id);
  return (
    <div className={styles.photoRow}>
      {chosen?.thumbnailUrl ? <img src={chosen.thumbnailUrl} alt="" width={96} height={64} className={styles.thumb} /> : null}
      <Select
        label={label}
        options={photos.map((item) => ({ id: String(item.id), label: item.alt || `Photo ${item.id}` }))}
        value={chosen ? String(photo.id) : null}
        placeholder="Choose a published photo"
        errorMessage={errors[`${prefix}id`]}
        onChange={(id) => onChange({ id: Number(id), alt: photos.find((item) => item.id === Number(id))?.alt ?? photo.alt })}
      />
      <TextField
        label={`${label}: alt text`}
        autoComplete="off"
        isRequired
        description="What the photo shows, for people who cannot see it."
        value={photo.alt}
        errorMessage={errors[`${prefix}alt`]}
        onChange={(alt) => onChange({ ...photo, alt })}
      />
    </div>
  );
}

function FaqFields({ block, errors, onChange, generation }: FieldsProps<BlockOf<'faq'>>) {
  const setItems = (items: BlockOf<'faq'>['items']) => onChange({ ...block, items });
  return (
    <>
      <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
      {block.items.map((item, index) => {
        const number = index + 1;
        return (
          // Questions have no ids: their fields follow their place.
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>Question {number}</legend>
            <TextField
              label={`Question ${number}`}
              autoComplete="off"
              value={item.question}
              errorMessage={errors[`items.${index}.question`]}
              onChange={(question) => setItems(block.items.map((other, at) => (at === index ? { ...other, question } : other)))}
            />
            <TextArea
              label={`Answer ${number}`}
              rows={3}
              value={item.answer}
              errorMessage={errors[`items.${index}.answer`]}
              onChange={(answer) => setItems(block.items.map((other, at) => (at === index ? { ...other, answer } : other)))}
            />
            <div className={styles.actions}>
              <Button tone="secondary" isDisabled={index === 0} onPress={() => setItems(moveItem(block.items, index, -1))} aria-label={`Move question ${number} up`}>
                Move up
              </Button>
              <Button
                tone="secondary"
                isDisabled={index === block.items.length - 1}
                onPress={() => setItems(moveItem(block.items, index, 1))}
                aria-label={`Move question ${number} down`}
              >
                Move down
              </Button>
              <Button tone="secondary" isDisabled={block.items.length === 1} onPress={() => setItems(block.items.filter((_, at) => at !== index))} aria-label={`Remove question ${number}`}>
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errors.items && !Object.keys(errors).some((key) => key.startsWith('items.')) ? <p className={styles.error}>{errors.items}</p> : null}
      <div className={styles.actions}>
        <Button tone="secondary" isDisabled={block.items.length >= 30} onPress={() => setItems([...block.items, { question: '', answer: '' }])}>
          Add question
        </Button>
      </div>
    </>
  );
}

function PhotoGridFields({ block, errors, onChange, generation }: FieldsProps<BlockOf<'photoGrid'>>) {
  const photos = usePublishedPhotos();
  const setPhotos = (list: BlockPhoto[]) => onChange({ ...block, photos: list });
  const firstFree = photos.find((photo) => !block.photos.some((chosen) => chosen.id === photo.id));
  return (
    <>
      <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
      {block.photos.map((photo, index) => {
        const number = index + 1;
        return (
          // A photo may be chosen twice: its fields follow its place.
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>Photo {number}</legend>
            <PhotoField label={`Photo ${number}`} photo={photo} prefix={`photos.${index}.`} errors={errors} photos={photos} onChange={(next) => setPhotos(block.photos.map((other, at) => (at === index ? next : other)))} />
            <div className={styles.actions}>
              <Button tone="secondary" isDisabled={index === 0} onPress={() => setPhotos(moveItem(block.photos, index, -1))} aria-label={`Move photo ${number} up`}>
                Move up
              </Button>
              <Button tone="secondary" isDisabled={index === block.photos.length - 1} onPress={() => setPhotos(moveItem(block.photos, index, 1))} aria-label={`Move photo ${number} down`}>
                Move down
              </Button>
              <Button tone="secondary" isDisabled={block.photos.length === 1} onPress={() => setPhotos(block.photos.filter((_, at) => at !== index))} aria-label={`Remove photo ${number}`}>
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button tone="secondary" isDisabled={block.photos.length >= 12 || !firstFree} onPress={() => firstFree && setPhotos([...block.photos, { id: firstFree.id, alt: firstFree.alt }])}>
          Add photo
        </Button>
      </div>
    </>
  );
}

function ImageTextFields({ block, errors, onChange, generation }: FieldsProps<BlockOf<'imageText'>>) {
  const photos = usePublishedPhotos();
  return (
    <>
      <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
      <Rich id={`${generation}-${block.id}-body`} label="Text" value={block.body} error={errors.body} onChange={(body) => onChange({ ...block, body })} />
      <PhotoField label="Photo" photo={block.photo} prefix="photo." errors={errors} photos={photos} onChange={(photo) => onChange({ ...block, photo })} />
      <Select
        label="Photo side"
        options={(['left', 'right'] as const).map((side) => ({ id: side, label: SIDE_NAMES[side] }))}
        value={block.imageSide}
        onChange={(imageSide) => onChange({ ...block, imageSide })}
      />
    </>
  );
}

function SectionNote({ type, hasTexts }: { type: SectionBlockType; hasTexts: boolean }) {
  const home = SECTION_HOMES[type];
  if (!home) return null;
  return (
    <p>
      {hasTexts ? 'Its other content is edited elsewhere.' : 'This block shows one of the site’s own sections; there is nothing to set here.'} {home.text}{' '}
      <Link href={`~${home.href}`}>{home.link}</Link>.
    </p>
  );
}

/** A labelled field for every field of the block's schema, each with its message under it. */
export function BlockFields({ block, errors, generation, onChange }: FieldsProps<PageBlock>): ReactNode {
  const line = (label: string, value: string, error: string | undefined, set: (value: string) => void, description?: string) => (
    <TextField label={label} autoComplete="off" value={value} errorMessage={error} onChange={set} {...(description ? { description } : {})} />
  );
  switch (block.type) {
    case 'experiencesIntro':
      return (
        <>
          {line('Page heading', block.heading, errors.heading, (heading) => onChange({ ...block, heading }), 'The page’s main heading (level 1).')}
          <TextArea label="Introduction" rows={3} value={block.lead} errorMessage={errors.lead} onChange={(lead) => onChange({ ...block, lead })} />
        </>
      );
    case 'finalCta':
      return (
        <>
          <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
          {line('Text', block.text, errors.text, (text) => onChange({ ...block, text }))}
          {line('Button label', block.button, errors.button, (button) => onChange({ ...block, button }), 'The button opens the booking page.')}
        </>
      );
    case 'tours':
      return (
        <>
          <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
          {line('Text', block.text, errors.text, (text) => onChange({ ...block, text }))}
          {line('Tours widget address', block.url, errors.url, (url) => onChange({ ...block, url }), 'Empty for the one in Settings → Site; otherwise an https:// address.')}
        </>
      );
    case 'text':
      return (
        <>
          <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
          <Rich id={`${generation}-${block.id}-body`} label="Text" value={block.body} error={errors.body} onChange={(body) => onChange({ ...block, body })} />
        </>
      );
    case 'imageText':
      return <ImageTextFields block={block} errors={errors} generation={generation} onChange={onChange} />;
    case 'photoGrid':
      return <PhotoGridFields block={block} errors={errors} generation={generation} onChange={onChange} />;
    case 'faq':
      return <FaqFields block={block} errors={errors} generation={generation} onChange={onChange} />;
    case 'cta':
      return (
        <>
          <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
          {line('Text', block.text, errors.text, (text) => onChange({ ...block, text }), 'Optional: a sentence above the button.')}
          {line('Button label', block.label, errors.label, (label) => onChange({ ...block, label }))}
          {line('Button link', block.href, errors.href, (href) => onChange({ ...block, href }), 'A page of this site such as /booking, or https://…')}
          <Select
            label="Button colour"
            options={BUTTON_TONES.map((tone) => ({ id: tone, label: TONE_NAMES[tone] }))}
            value={block.tone}
            onChange={(tone) => onChange({ ...block, tone })}
          />
        </>
      );
    case 'columns':
      return (
        <>
          <Heading block={block} errors={errors} onChange={onChange} generation={generation} />
          <Rich id={`${generation}-${block.id}-left`} label="Left column" value={block.left} error={errors.left} onChange={(left) => onChange({ ...block, left })} />
          <Rich id={`${generation}-${block.id}-right`} label="Right column" value={block.right} error={errors.right} onChange={(right) => onChange({ ...block, right })} />
        </>
      );
    default:
      if (!hasSectionTexts(block)) return <SectionNote type={block.type} hasTexts={false} />;
      return (
        <>
          <SectionTextFields block={block} errors={errors} onChange={onChange} />
          <SectionNote type={block.type} hasTexts />
        </>
      );
  }
}
