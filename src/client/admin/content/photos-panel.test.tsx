import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPhoto } from '../../../shared/property/photo-admin.schemas';
import { enterValue } from '../../test/enter-value';
import { renderWithTrpc } from '../../test/trpc-harness';
import { Toaster, toastQueue } from '../../ui/toast';
import { PhotosPanel } from './photos-panel';

const LANAI: AdminPhoto = { id: 1, alt: 'Lanai at sunset', isFeatured: true, published: true, uploaded: false, ready: true, sortOrder: 1, thumbnailUrl: '/photos/lanai-320.webp', job: null };
const NEW: AdminPhoto = { id: 7, alt: '', isFeatured: false, published: false, uploaded: true, ready: true, sortOrder: 2, thumbnailUrl: '/photos/upload-00112233aabbccdd-320.webp', job: { status: 'done', progress: 100, error: null } };
const PREPARING: AdminPhoto = { id: 8, alt: '', isFeatured: false, published: false, uploaded: true, ready: false, sortOrder: 3, thumbnailUrl: null, job: { status: 'running', progress: 40, error: null } };

afterEach(() => {
  act(() => toastQueue.clear());
  vi.restoreAllMocks();
});

function renderPanel(role: 'owner' | 'staff', initial: AdminPhoto[]) {
  let photos = initial;
  return renderWithTrpc(
    <>
      <PhotosPanel />
      <Toaster />
    </>,
    {
      'admin.photos.list': () => photos,
      'admin.photos.reorder': ({ ids }) => {
        photos = ids.map((id) => photos.find((photo) => photo.id === id)!);
      },
      'admin.photos.update': () => undefined,
      'admin.photos.remove': () => undefined,
    },
    { role },
  );
}

/** Walks the list with the arrow keys to the control's row, then tabs within the row to the control, as a keyboard user does. */
async function walkTo(user: ReturnType<typeof userEvent.setup>, grid: HTMLElement, control: HTMLElement) {
  const rows = within(grid).getAllByRole('row');
  rows[0]!.focus();
  const row = rows.find((candidate) => candidate.contains(control))!;
  for (let step = 0; step < rows.length && document.activeElement !== row; step += 1) await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(row);
  for (let step = 0; step < 10 && document.activeElement !== control; step += 1) await user.tab();
  expect(document.activeElement).toBe(control);
}

describe('Content → Photos', () => {
  it('moves a new photo first, describes and publishes it, all from the keyboard', async () => {
    const user = userEvent.setup();
    const api = renderPanel('owner', [LANAI, NEW, PREPARING]);
    expect(screen.getByText(/The gallery shows the featured photos first/)).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: /Gallery photos/ });
    expect((await within(grid).findAllByText(/Not published: needs alt text/)).length).toBe(1);
    expect(within(grid).getByRole('progressbar', { name: 'Preparing Photo 3 (no alt text)' }).getAttribute('aria-valuenow')).toBe('40');

    await walkTo(user, grid, screen.getByRole('button', { name: 'Move Photo 2 (no alt text) up' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.photos.reorder')).toEqual([{ ids: [7, 1, 8] }]));
    // The owner is told once the order is stored, so they know when leaving the page is safe.
    expect(await screen.findByText('Order saved.')).toBeTruthy();

    await walkTo(user, grid, await screen.findByRole('button', { name: 'Edit Photo 1 (no alt text)' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit photo' });
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Save photo' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Describe the photo (alt text) before publishing it.')).toBeTruthy();
    expect(api.inputsOf('admin.photos.update')).toEqual([]);

    await enterValue(user, within(dialog).getByRole('textbox', { name: 'Alt text' }), 'Outdoor shower under the palms');
    within(dialog).getByRole('button', { name: 'Save photo' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.photos.update')).toEqual([{ id: 7, alt: 'Outdoor shower under the palms', isFeatured: false, published: true }]));
  });

  it('reaches every action of a row by keyboard alone: Enter on a row edits it, and a moved photo keeps the focus', async () => {
    const user = userEvent.setup();
    const api = renderPanel('owner', [LANAI, NEW]);
    const grid = await screen.findByRole('grid', { name: /Gallery photos/ });
    await within(grid).findByRole('button', { name: 'Edit Lanai at sunset' });
    const focused = (name: string) => expect(document.activeElement).toBe(screen.getByRole('button', { name }));
    const tabTo = async (name: string) => {
      await user.tab();
      focused(name);
    };

    // Tab into the list (its first row), Arrow down to the new photo, Enter opens its dialog; Escape gives the row back the focus.
    const rows = within(grid).getAllByRole('row');
    for (let step = 0; step < 6 && document.activeElement !== rows[0]; step += 1) await user.tab();
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit photo' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Alt text' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rows[1]));

    // Tab walks the row's buttons (Move down is disabled on the last row). Moved first, Move up turns disabled and Move down takes the focus.
    await tabTo('Drag Photo 2 (no alt text)');
    await tabTo('Move Photo 2 (no alt text) up');
    await user.keyboard('{Enter}');
    await waitFor(() => focused('Move Photo 1 (no alt text) down'));
    expect(screen.getByRole('button', { name: 'Move Photo 1 (no alt text) up' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => focused('Move Photo 2 (no alt text) up'));
    await waitFor(() => expect(api.inputsOf('admin.photos.reorder')).toEqual([{ ids: [7, 1] }, { ids: [1, 7] }]));

    await tabTo('Edit Photo 2 (no alt text)');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Edit photo' });
    await user.keyboard('{Escape}');
    // Closing a dialog gives the focus back to the photo's row (React Aria's list keeps one row as its tab stop).
    const row = within(grid).getByRole('row', { name: /^Photo 2 \(no alt text\)/ });
    await waitFor(() => expect(document.activeElement).toBe(row));
    await tabTo('Drag Photo 2 (no alt text)');
    await tabTo('Move Photo 2 (no alt text) up');
    await tabTo('Edit Photo 2 (no alt text)');

    const picker = vi.spyOn(HTMLInputElement.prototype, 'click');
    await tabTo('Replace Photo 2 (no alt text)');
    await user.keyboard('{Enter}');
    expect(picker.mock.contexts.map((input) => (input as HTMLInputElement).type)).toEqual(['file']);

    await tabTo('Delete Photo 2 (no alt text)');
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Delete photo' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.photos.remove')).toEqual([{ id: 7 }]));
  });

  it('offers Delete to the owner only, and deletes after confirmation', async () => {
    const staff = renderPanel('staff', [LANAI]);
    await screen.findByRole('button', { name: 'Edit Lanai at sunset' });
    expect(screen.queryByRole('button', { name: 'Delete Lanai at sunset' })).toBeNull();
    staff.unmount();

    const user = userEvent.setup();
    const api = renderPanel('owner', [LANAI]);
    const remove = await screen.findByRole('button', { name: 'Delete Lanai at sunset' });
    remove.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    within(confirm).getByRole('button', { name: 'Delete photo' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.photos.remove')).toEqual([{ id: 1 }]));
  });
});
