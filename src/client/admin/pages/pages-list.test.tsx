import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_PAGES } from '../../../shared/pages/default-pages';
import type { PageSummary } from '../../../shared/pages/pages.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { PagesList } from './pages-list';

const PAGES: PageSummary[] = [
  { slug: 'home', kind: 'home', name: 'Home', path: '/', publishedAt: new Date('2026-11-20T20:00:00Z'), hasUnpublishedChanges: true },
  { slug: 'stay', kind: 'stay', name: 'The Stay', path: '/stay', publishedAt: null, hasUnpublishedChanges: false },
  { slug: 'reunions', kind: 'custom', name: 'Family reunions', path: '/p/reunions', publishedAt: null, hasUnpublishedChanges: true },
];

function render(create = (input: { slug: string; title: string; description: string }) => ({ ...PAGES[2]!, slug: input.slug, name: input.title, path: `/p/${input.slug}`, draft: { title: input.title, description: input.description, blocks: DEFAULT_PAGES.stay.blocks.slice(1) }, revision: 1, savedAt: new Date(), savedBy: 'Test Owner' })) {
  const memory = memoryLocation({ path: '/admin/page-builder', record: true });
  const api = renderWithTrpc(
    <Router hook={memory.hook}>
      <PagesList />
    </Router>,
    { 'admin.pages.list': () => PAGES, 'admin.pages.create': create },
  );
  return { ...api, memory, user: userEvent.setup() };
}

describe('Page Builder → the pages', () => {
  it('lists each page with its address and what visitors see of it', async () => {
    render();
    const table = await screen.findByRole('grid', { name: 'Pages' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Home', '/', 'Unpublished changes', 'Nov 20, 2026, 10:00 AM HST'],
      ['The Stay', '/stay', 'Published', 'As built'],
      ['Family reunions', '/p/reunions', 'Not published yet', 'Never'],
    ]);
  });

  it('creates a page from the keyboard, refusing a bad address first, then opens its editor', async () => {
    let refuse = true;
    const api = render((input) => {
      if (refuse) throw trpcError(409, `There is already a page at /p/${input.slug}.`, { slug: ['There is already a page at this address'] });
      return { ...PAGES[2]!, slug: input.slug, name: input.title, path: `/p/${input.slug}`, draft: { title: input.title, description: input.description, blocks: [] }, revision: 1, savedAt: new Date(), savedBy: 'Test Owner' };
    });
    const { user } = api;
    (await screen.findByRole('button', { name: 'New page' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    await user.keyboard('Surf lessons');
    within(dialog).getByRole('textbox', { name: 'Address' }).focus();
    await user.keyboard('Surf Lessons');
    within(dialog).getByRole('textbox', { name: 'Search description' }).focus();
    await user.keyboard('Learn to surf near Kaneohe Bay.');
    within(dialog).getByRole('button', { name: 'Create page' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(/Use lower-case letters, digits and single dashes/)).toBeTruthy();
    expect(api.inputsOf('admin.pages.create')).toHaveLength(0);

    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    address.focus();
    await user.keyboard('{Control>}a{/Control}{Backspace}surf-lessons');
    expect(dialog.textContent).toContain('Shown at /p/surf-lessons');
    within(dialog).getByRole('button', { name: 'Create page' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('There is already a page at this address')).toBeTruthy();

    refuse = false;
    within(dialog).getByRole('button', { name: 'Create page' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.memory.history.at(-1)).toBe('/admin/page-builder/surf-lessons'));
    expect(api.inputsOf('admin.pages.create').at(-1)).toEqual({ slug: 'surf-lessons', title: 'Surf lessons', description: 'Learn to surf near Kaneohe Bay.' });
  });
});
