import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRACTION_IMAGE_ALT_REQUIRED, type AdminAttractionImage } from '../../../shared/property/attraction-image-admin.schemas';
import type { Attraction } from '../../../shared/property/property.schemas';
import { enterValue } from '../../test/enter-value';
import { renderWithTrpc } from '../../test/trpc-harness';
import { Toaster, toastQueue } from '../../ui/toast';
import { AttractionImagesDialog } from './attraction-images-dialog';
import { uploadAttractionImage } from './photos-upload';

vi.mock('./photos-upload', () => ({ uploadAttractionImage: vi.fn() }));

const POND = { id: 5, name: 'He‘eia Fishpond', images: [] } as unknown as Attraction;
const SUNSET: AdminAttractionImage = { id: 1, alt: 'Sunset over the fishpond wall', sortOrder: 1, ready: true, thumbnailUrl: '/photos/upload-00112233aabbccdd-320.webp', job: { status: 'done', progress: 100, error: null } };
const NEW: AdminAttractionImage = { id: 8, alt: 'Canoe at the mākāhā', sortOrder: 2, ready: false, thumbnailUrl: null, job: { status: 'running', progress: 40, error: null } };

afterEach(() => {
  act(() => toastQueue.clear());
  vi.mocked(uploadAttractionImage).mockReset();
});

function renderDialog(role: 'owner' | 'staff') {
  let images = [SUNSET, NEW];
  return renderWithTrpc(
    <>
      <AttractionImagesDialog attraction={POND} onClose={() => undefined} />
      <Toaster />
    </>,
    {
      'admin.attractionImages.list': () => images,
      'admin.attractionImages.reorder': ({ ids }) => {
        images = ids.map((id) => images.find((image) => image.id === id)!);
      },
      'admin.attractionImages.update': () => undefined,
      'admin.attractionImages.remove': () => undefined,
      'admin.property.attractions': () => [],
    },
    { role },
  );
}

/** Tabs forward until `target` has the focus, as a keyboard user does. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== target; step += 1) await user.tab();
  expect(document.activeElement).toBe(target);
}

describe('Content → Nearby attractions → Images', () => {
  it('uploads an image only with its alt text and a file, showing the upload’s progress, all from the keyboard', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(uploadAttractionImage).mockImplementation((_file, options) => {
      options.onProgress(60);
      return new Promise((resolve) => {
        finish = () => resolve({ imageId: 9, jobId: 3 });
      });
    });
    const user = userEvent.setup();
    renderDialog('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Images of He‘eia Fishpond' });
    const form = within(dialog).getByRole('form', { name: 'Add an image' });

    await tabTo(user, within(form).getByRole('button', { name: 'Upload image' }));
    await user.keyboard('{Enter}');
    expect(within(form).getByText(ATTRACTION_IMAGE_ALT_REQUIRED)).toBeTruthy();
    expect(within(form).getByText('Choose an image file (JPEG, PNG or WebP)')).toBeTruthy();
    expect(uploadAttractionImage).not.toHaveBeenCalled();

    await enterValue(user, within(form).getByRole('textbox', { name: 'Alt text' }), 'Kayaks on the sandbar');
    const picker = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['jpeg bytes'], 'sandbar.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByText('Chosen: sandbar.jpg')).toBeTruthy();
    await tabTo(user, within(form).getByRole('button', { name: 'Upload image' }));
    await user.keyboard('{Enter}');

    const bar = await within(form).findByRole('progressbar', { name: 'Uploading sandbar.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(vi.mocked(uploadAttractionImage).mock.calls[0]?.[1]).toMatchObject({ attractionId: 5, alt: 'Kayaks on the sandbar', replaceId: undefined });
    act(() => finish());
    await screen.findByText('Image uploaded');
    expect(within(form).getByText('No file chosen')).toBeTruthy();
  });

  it('shows the encoding’s progress, orders, describes, replaces and removes images by keyboard', async () => {
    vi.mocked(uploadAttractionImage).mockResolvedValue({ imageId: 1, jobId: 4 });
    const user = userEvent.setup();
    const api = renderDialog('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Images of He‘eia Fishpond' });
    const list = await within(dialog).findByRole('list', { name: 'Images, in their order' });
    expect((await within(list).findByRole('progressbar', { name: 'Preparing image 2' })).getAttribute('aria-valuenow')).toBe('40');

    await tabTo(user, within(list).getByRole('button', { name: 'Move image 2 up' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.attractionImages.reorder')).toEqual([{ attractionId: 5, ids: [8, 1] }]));
    // Moved first, its Move up turns disabled and Move down keeps the focus on the same image.
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Move image 1 down' })));

    const alt = within(list).getByRole('textbox', { name: 'Alt text of image 2' });
    await enterValue(user, alt, ' ');
    await tabTo(user, within(list).getAllByRole('button', { name: 'Save alt text' })[1]!);
    await user.keyboard('{Enter}');
    expect(within(list).getByText(ATTRACTION_IMAGE_ALT_REQUIRED)).toBeTruthy();
    await enterValue(user, alt, 'Sunset over the stone wall');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.attractionImages.update')).toEqual([{ id: 1, alt: 'Sunset over the stone wall' }]));

    await tabTo(user, within(list).getByRole('button', { name: 'Replace image 2' }));
    await user.keyboard('{Enter}');
    const replace = within(dialog).getByRole('form', { name: 'Replace image 2' });
    expect(within(replace).getByRole<HTMLInputElement>('textbox', { name: 'Alt text' }).value).toBe(SUNSET.alt);
    await user.upload(replace.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['png'], 'wall.png', { type: 'image/png' }));
    within(replace).getByRole('button', { name: 'Upload replacement' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(vi.mocked(uploadAttractionImage).mock.calls[0]?.[1]).toMatchObject({ attractionId: 5, alt: SUNSET.alt, replaceId: 1 }));
    await within(dialog).findByRole('form', { name: 'Add an image' });

    await tabTo(user, within(list).getByRole('button', { name: 'Remove image 1' }));
    await user.keyboard('{Enter}');
    const confirm = within(list).getByRole('group', { name: 'Remove image 1?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Remove image' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.attractionImages.remove')).toEqual([{ id: 8 }]));
  });

  it('offers staff no Remove: removing is the owner’s', async () => {
    renderDialog('staff');
    const list = await screen.findByRole('list', { name: 'Images, in their order' });
    await within(list).findByRole('button', { name: 'Replace image 1' });
    expect(within(list).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
