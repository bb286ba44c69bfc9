import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, newBlock } from '../../../shared/pages/default-pages';
import type { PageBlock } from '../../../shared/pages/page-blocks.schema';
import type { z } from 'zod';
import { pageDocumentSchema } from '../../../shared/pages/page-document';
import type { PageEdit, saveDraftInput } from '../../../shared/pages/pages.schemas';
import { renderWithTrpc, type Handlers } from '../../test/trpc-harness';
import { PageEditorScreen } from './page-editor';

const HOME: PageEdit = {
  slug: 'home',
  kind: 'home',
  name: 'Home',
  path: '/',
  publishedAt: null,
  hasUnpublishedChanges: false,
  draft: DEFAULT_PAGES.home,
  revision: 0,
  savedAt: null,
  savedBy: null,
};

// jsdom lays nothing out: ProseMirror's caret scrolling asks a range for rectangles it does not have.
beforeAll(() => {
  const noRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });
});

/** What the editor sent, as the server would store it (the schema fills any text a block left out). */
function saved(input: z.input<typeof saveDraftInput>): { status: 'saved'; page: PageEdit } {
  return { status: 'saved', page: { ...HOME, draft: pageDocumentSchema.parse(input.document), revision: input.revision + 1, hasUnpublishedChanges: true, savedBy: 'Test Owner', savedAt: new Date() } };
}

function render(handlers: Handlers = {}, role: 'owner' | 'staff' = 'owner') {
  const api = renderWithTrpc(
    <PageEditorScreen slug="home" />,
    { 'admin.pages.get': () => HOME, 'admin.pages.versions': () => [], 'admin.pages.saveDraft': saved, ...handlers },
    { role },
  );
  return { ...api, user: userEvent.setup() };
}

async function press(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, key = '{Enter}') {
  element.focus();
  await user.keyboard(key);
}

/** A button inside a block's row, reached as a keyboard user does: arrows to its row, Tab within the row, then Enter. */
async function pressInList(user: ReturnType<typeof userEvent.setup>, name: string) {
  const grid = screen.getByRole('grid', { name: 'Blocks, in the order the page shows them' });
  const control = within(grid).getByRole('button', { name });
  const rows = within(grid).getAllByRole('row');
  const row = rows.find((candidate) => candidate.contains(control))!;
  rows[0]!.focus();
  for (let step = 0; step < rows.length && document.activeElement !== row; step += 1) await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(row);
  for (let step = 0; step < 10 && document.activeElement !== control; step += 1) await user.tab();
  expect(document.activeElement).toBe(control);
  await user.keyboard('{Enter}');
}

/** Opens 'Add block' and chooses one kind with the arrow keys and Enter. */
async function addBlock(user: ReturnType<typeof userEvent.setup>, name: string) {
  await press(user, await screen.findByRole('button', { name: 'Add block' }));
  const option = await screen.findByRole('option', { name });
  while (document.activeElement !== option) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}

const blockNames = () =>
  within(screen.getByRole('grid', { name: 'Blocks, in the order the page shows them' }))
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

describe('Page Builder → the editor', () => {
  it('adds an FAQ block after the selected one, edits its question, moves it down and saves exactly that page (keyboard alone)', async () => {
    const api = render();
    const { user } = api;
    await screen.findByRole('heading', { level: 1, name: 'Page Builder: Home' });
    await addBlock(user, 'Questions and answers (FAQ)');
    const panel = await screen.findByRole('region', { name: 'Editing: Questions and answers (FAQ)' });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    await typeInto(user, within(panel).getByRole('textbox', { name: 'Heading' }), 'Good to know');
    await typeInto(user, within(panel).getByRole('textbox', { name: 'Question 1' }), 'Parking?');
    await typeInto(user, within(panel).getByRole('textbox', { name: 'Answer 1' }), 'Two cars.');
    await press(user, within(panel).getByRole('button', { name: 'Add question' }));
    await typeInto(user, within(panel).getByRole('textbox', { name: 'Question 2' }), 'Sandy?');
    await typeInto(user, within(panel).getByRole('textbox', { name: 'Answer 2' }), 'Yes.');
    await press(user, within(panel).getByRole('button', { name: 'Move question 2 up' }));
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Question 1' }).value).toBe('Sandy?');

    // Inserted after the hero (selected at the start); one place down puts it after the Real Hawaii cards.
    await pressInList(user, 'Move Questions and answers (FAQ): Good to know down');
    // Each row shows its place, and the first movable one cannot go up.
    const grid = screen.getByRole('grid', { name: 'Blocks, in the order the page shows them' });
    expect(within(grid).getAllByRole('row')[2]!.textContent).toMatch(/^3\. Questions and answers \(FAQ\): Good to know/);
    expect(within(grid).getByRole<HTMLButtonElement>('button', { name: 'Move Questions and answers (FAQ): Good to know up' }).disabled).toBe(false);
    expect(within(grid).getByRole<HTMLButtonElement>('button', { name: "Move 'Experience the Real Hawaii' cards up" }).disabled).toBe(true);
    expect(blockNames().slice(0, 4)).toEqual(['Hero with booking widget', "'Experience the Real Hawaii' cards", 'Questions and answers (FAQ): Good to know', "'Your Beach House' facts"]);

    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.inputsOf('admin.pages.saveDraft')).toHaveLength(1));
    const sent = api.inputsOf('admin.pages.saveDraft')[0]!;
    expect(sent.slug).toBe('home');
    expect(sent.revision).toBe(0);
    const faq = sent.document.blocks[2] as Extract<PageBlock, { type: 'faq' }>;
    expect(faq).toEqual({
      id: expect.stringMatching(/^b-[0-9a-f]{8}$/) as string,
      type: 'faq',
      heading: 'Good to know',
      items: [
        { question: 'Sandy?', answer: 'Yes.' },
        { question: 'Parking?', answer: 'Two cars.' },
      ],
    });
    expect(sent.document.blocks.map((block) => block.type)).toEqual(['hero', 'realHawaii', 'faq', 'escape', 'reviews', 'amenities', 'location', 'experiencesTeaser', 'finalCta']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
  });

  it('refuses an empty question before sending, with the message under the field', async () => {
    const api = render();
    const { user } = api;
    await addBlock(user, 'Questions and answers (FAQ)');
    const question = await screen.findByRole('textbox', { name: 'Question 1' });
    await typeInto(user, question, '');
    await press(user, screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Write the question').length).toBeGreaterThan(0);
    expect(api.inputsOf('admin.pages.saveDraft')).toHaveLength(0);
  });

  it('edits a spec section’s words in the side panel by keyboard, refuses a missing one under its field, and saves them', async () => {
    const api = render();
    const { user } = api;
    await screen.findByRole('heading', { level: 1, name: 'Page Builder: Home' });
    await pressInList(user, "Edit 'Experience the Real Hawaii' cards");
    const panel = await screen.findByRole('region', { name: "Editing: 'Experience the Real Hawaii' cards" });
    // The shipped words are there to edit, the spec's heading exactly as quoted.
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Heading' }).value).toBe('Experience the Real Hawaii');
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Card 1 title' }).value).toBe('Mornings on the Bay');
    expect(within(panel).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3']);

    await typeInto(user, within(panel).getByRole('textbox', { name: 'Card 1 title' }), 'Sunrise swims');
    await typeInto(user, within(panel).getByRole('textbox', { name: 'Card 2 text' }), '');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    await press(user, screen.getByRole('button', { name: 'Save draft' }));
    const emptied = within(panel).getByRole('textbox', { name: 'Card 2 text' });
    await waitFor(() => expect(emptied.getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByText('Write the card text')).toBeTruthy();
    expect(api.inputsOf('admin.pages.saveDraft')).toHaveLength(0);

    await typeInto(user, emptied, 'Kayaks across the bay.');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.inputsOf('admin.pages.saveDraft')).toHaveLength(1));
    const cards = api.inputsOf('admin.pages.saveDraft')[0]!.document.blocks.find((block) => block.type === 'realHawaii') as Extract<PageBlock, { type: 'realHawaii' }>;
    expect(cards.cards.map((card) => card.title)).toEqual(['Sunrise swims', 'Paddle Out to the Sandbar', 'Windward Side Living']);
    expect(cards.cards[1]!.text).toBe('Kayaks across the bay.');
  });

  it('offers the contact note’s words around its link as three labelled fields', async () => {
    const { user } = render({ 'admin.pages.get': () => ({ ...HOME, slug: 'experiences', kind: 'experiences', name: 'Experiences', path: '/experiences', draft: DEFAULT_PAGES.experiences }) });
    await screen.findByRole('button', { name: 'Edit Contact note' });
    await pressInList(user, 'Edit Contact note');
    const note = await screen.findByRole('region', { name: 'Editing: Contact note' });
    expect(['Text before the link', 'Link text', 'Text after the link'].map((name) => within(note).getByRole<HTMLInputElement>('textbox', { name }).value)).toEqual([
      'Questions about the area or want a recommendation?',
      'Contact us',
      "and we'll help you plan.",
    ]);
  });

  it('shows someone else’s save instead of overwriting it, loads their version on request, or keeps mine to save over theirs', async () => {
    const theirs: PageEdit = {
      ...HOME,
      revision: 4,
      hasUnpublishedChanges: true,
      savedBy: 'Kai Staff',
      savedAt: new Date('2026-11-27T01:30:00Z'),
      draft: { blocks: [newBlock('hero', 'hero'), newBlock('reviews', 'reviews')] },
    };
    let conflict = true;
    const api = render({ 'admin.pages.saveDraft': (input) => (conflict ? { status: 'conflict', page: theirs } : saved(input)) });
    const { user } = api;
    await screen.findByRole('button', { name: "Remove 'Experience the Real Hawaii' cards" });
    await pressInList(user, "Remove 'Experience the Real Hawaii' cards");
    await press(user, screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this page' });
    expect(dialog.textContent).toContain('Kai Staff saved this page at Nov 26, 2026, 3:30 PM HST while you were editing. Your changes were not saved.');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hero with booking widget', 'Guest reviews']);

    // Keep mine: the next save goes over their revision, on purpose.
    await press(user, within(dialog).getByRole('button', { name: 'Keep editing mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    conflict = false;
    await press(user, screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.inputsOf('admin.pages.saveDraft')).toHaveLength(2));
    expect(api.inputsOf('admin.pages.saveDraft')[1]!.revision).toBe(4);
    expect(api.inputsOf('admin.pages.saveDraft')[1]!.document.blocks.map((block) => block.id)).not.toContain('real-hawaii');
  });

  it('loads their version when asked: their blocks replace mine and nothing is left unsaved', async () => {
    const theirs: PageEdit = { ...HOME, revision: 2, savedBy: 'Kai Staff', savedAt: new Date(), draft: { blocks: [newBlock('hero', 'hero'), newBlock('reviews', 'reviews')] } };
    const { user } = render({ 'admin.pages.saveDraft': () => ({ status: 'conflict', page: theirs }) });
    await addBlock(user, 'Call-to-action button');
    await press(user, screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this page' });
    await press(user, within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(blockNames()).toEqual(['Hero with booking widget', 'Guest reviews']));
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
  });

  it('offers Publish to the owner, who publishes the saved revision after saving, and not to staff', async () => {
    const owner = render({ 'admin.pages.publish': (input) => ({ status: 'saved', page: { ...HOME, revision: input.revision, publishedAt: new Date(), hasUnpublishedChanges: false } }) });
    await screen.findByRole('button', { name: "Remove 'Your Beach House' facts" });
    await pressInList(owner.user, "Remove 'Your Beach House' facts");
    await press(owner.user, screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(owner.inputsOf('admin.pages.publish')).toEqual([{ slug: 'home', revision: 1 }]));
    expect(owner.inputsOf('admin.pages.saveDraft')).toHaveLength(1);
    owner.unmount();

    render({}, 'staff');
    await screen.findByRole('button', { name: 'Save draft' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByText(/The owner publishes the draft to visitors/)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user } = render();
    await screen.findByRole('button', { name: "Remove 'Your Beach House' facts" });
    await pressInList(user, "Remove 'Your Beach House' facts");
    await press(user, screen.getByRole('link', { name: 'All pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes to Home are not saved.');
    await press(user, within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Page Builder: Home' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
  });

  it('offers the owner’s own blocks and the sections the page lacks, grouped, never its top block or a section already there', async () => {
    const { user } = render();
    await press(user, await screen.findByRole('button', { name: 'Add block' }));
    const list = await screen.findByRole('listbox', { name: 'Block to add' });
    const groups = within(list).getAllByRole('group');
    const names = (group: HTMLElement) => within(group).getAllByRole('option').map((option) => option.textContent);
    expect(groups.map((group) => group.getAttribute('aria-label') ?? document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Your own blocks',
      'The site’s sections',
    ]);
    expect(names(groups[0]!)).toEqual(['Heading and text', 'Image with text', 'Photo grid', 'Questions and answers (FAQ)', 'Call-to-action button', 'Two columns']);
    expect(names(groups[1]!)).toContain('Photo gallery');
    expect(names(groups[1]!)).not.toContain('Guest reviews');
    expect(names(groups[1]!)).not.toContain('Hero with booking widget');
    await user.keyboard('{Escape}');
  });
});
