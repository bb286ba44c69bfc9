import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRACTION_IMAGE_ALT_REQUIRED, type AdminAttractionImage } from '../../../shared/property/attraction-image-admin.schemas';
import { PHOTO_WIDTHS } from '../../../shared/property/photo-sizes';
import { REFUSED_NOT_IMAGE, REFUSED_TOO_MANY_PIXELS } from '../../../shared/property/photo-upload.rules';
import type { Attraction } from '../../../shared/property/property.schemas';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { filesIn, jpegWithGps, pixelBomb } from '../../../test/upload-fixtures';
import { startPhotoJobs, type PhotoJobs } from './photo-jobs';
import { createDiskStorage } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'kbh-attraction-images-'));
let jobs: PhotoJobs | undefined;
const team = useRenderingServerWithTeam(
  { name: 'Kai Staff', email: 'kai@example.com' },
  {
    uploads: { storage: createDiskStorage(root), maxFileBytes: 300_000 },
    photoJobs: (orm, onDone) => (jobs = startPhotoJobs(orm, createDiskStorage(root), onDone, null)),
  },
);
let base: string;
let owner: Tab;
let staff: Tab;
let attraction: Attraction;
beforeAll(async () => {
  ({ base, owner, staff } = team);
  attraction = (await callTrpc<Attraction[]>(owner, 'admin.property.attractions')).data![0]!;
});
afterAll(async () => {
  await jobs?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function upload(tab: Tab, bytes: Buffer, alt: string | null, target = `attractions/${attraction.id}`) {
  const form = new FormData();
  if (alt !== null) form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'place.jpg');
  const response = await fetch(`${base}/api/admin/uploads/${target}`, { method: 'POST', body: form, headers: { cookie: tab.cookie() } });
  return { status: response.status, body: (await response.json()) as { imageId?: number; jobId?: number; message?: string } };
}

const images = async (attractionId = attraction.id) => (await callTrpc<AdminAttractionImage[]>(owner, 'admin.attractionImages.list', { attractionId }, 'query')).data!;
const slugOf = (image: AdminAttractionImage | undefined) => /(upload-[a-f0-9]{16})/.exec(image?.thumbnailUrl ?? '')![1]!;
const publicAttraction = async (id = attraction.id) => ((await (await fetch(`${base}/api/nearby-attractions`)).json()) as Attraction[]).find((row) => row.id === id);
/** The experiences page as served, without the markers React leaves between text parts. */
const experiencesHtml = async () => (await (await fetch(`${base}/experiences`)).text()).replaceAll('<!-- -->', '');
const filesOf = (slug: string) => filesIn(root).filter((file) => file.includes(slug));

describe('an attraction image upload refuses', () => {
  it('a disguised file, a pixel bomb, missing alt text and a gone attraction, with a clear message, leaving nothing on disk', async () => {
    const before = filesIn(root);
    expect(await upload(owner, Buffer.from('just words, no pixels\n'.repeat(30)), 'A beach')).toEqual({ status: 422, body: { code: 'BAD_REQUEST', message: REFUSED_NOT_IMAGE } });
    expect(await upload(owner, await pixelBomb(), 'A beach')).toEqual({ status: 422, body: { code: 'BAD_REQUEST', message: REFUSED_TOO_MANY_PIXELS } });
    expect(await upload(owner, await jpegWithGps(), '   ')).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: ATTRACTION_IMAGE_ALT_REQUIRED } });
    expect((await upload(owner, await jpegWithGps(), 'A beach', 'attractions/999999')).status).toBe(404);
    expect((await upload(browserLike(base), await jpegWithGps(), 'A beach')).status).toBe(401);
    expect(filesIn(root)).toEqual(before);
    expect(await images()).toEqual([]);
  });
});

describe('an attraction image', () => {
  it('is encoded off the request into every width without its GPS, and the public API and the experiences page show it with its alt', async () => {
    const accepted = await upload(staff, await jpegWithGps(), 'Windsurfers off the beach park');
    expect(accepted).toMatchObject({ status: 201, body: { imageId: expect.any(Number), jobId: expect.any(Number) } });
    // A visitor while it encodes: the page kept then, without the image, must not outlive the encoding.
    expect(await experiencesHtml()).not.toContain('alt="Windsurfers off the beach park"');
    await jobs!.settled();

    const [listed] = await images();
    expect(listed).toMatchObject({ id: accepted.body.imageId, alt: 'Windsurfers off the beach park', ready: true, job: { status: 'done', progress: 100, error: null } });
    const slug = slugOf(listed);
    expect(filesOf(slug)).toEqual(PHOTO_WIDTHS.flatMap((width) => [`photos/${slug}-${width}.avif`, `photos/${slug}-${width}.webp`]).sort());
    expect(filesIn(root).filter((file) => file.startsWith('incoming/'))).toEqual([]);
    const served = await fetch(`${base}/photos/${slug}-640.avif`);
    expect(served.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 640, height: 427, exif: undefined });

    const shown = await publicAttraction();
    expect(shown?.images[0]).toMatchObject({ url: `/photos/${slug}-1280.webp`, alt: 'Windsurfers off the beach park', width: 1280, height: 853 });
    expect(shown?.images[0]?.srcset?.avif).toContain(`/photos/${slug}-320.avif 320w`);
    expect(shown?.image_url).toBe(`/photos/${slug}-1280.webp`);

    const html = await experiencesHtml();
    // React writes the attribute as srcSet; the browser reads it case-blind.
    expect(html).toContain(`<source type="image/avif" srcSet="${shown!.images[0]!.srcset!.avif}"`);
    expect(html).toMatch(new RegExp(`<img src="/photos/${slug}-1280\\.webp" alt="Windsurfers off the beach park" width="1280" height="853"[^>]*loading="lazy"`));
  });

  it('takes new alt text and order at once on the page, and a replacement swaps its files', async () => {
    expect((await upload(owner, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f0a000' } }).png().toBuffer(), 'Sunset over the bay')).status).toBe(201);
    await jobs!.settled();
    const [first, second] = await images();
    expect(second).toMatchObject({ alt: 'Sunset over the bay', sortOrder: 2 });

    expect((await callTrpc(staff, 'admin.attractionImages.reorder', { attractionId: attraction.id, ids: [second!.id, first!.id] })).status).toBe(200);
    expect((await callTrpc(staff, 'admin.attractionImages.update', { id: first!.id, alt: 'Kites over turquoise water' })).status).toBe(200);
    const blank = await callTrpc(staff, 'admin.attractionImages.update', { id: first!.id, alt: ' ' });
    expect(blank).toMatchObject({ status: 400, fieldErrors: { alt: [ATTRACTION_IMAGE_ALT_REQUIRED] } });
    expect((await publicAttraction())?.images.map((image) => image.alt)).toEqual(['Sunset over the bay', 'Kites over turquoise water']);
    expect(await experiencesHtml()).toContain('alt="Sunset over the bay"');

    const oldSlug = slugOf(first);
    expect((await upload(staff, await jpegWithGps(), 'Kites at noon', `attractions/${attraction.id}?replace=${first!.id}`)).status).toBe(201);
    await jobs!.settled();
    const replaced = (await images()).find((image) => image.id === first!.id);
    expect(replaced).toMatchObject({ alt: 'Kites at noon', ready: true });
    expect(slugOf(replaced)).not.toBe(oldSlug);
    expect(filesOf(oldSlug)).toEqual([]);
    expect(filesOf(slugOf(replaced))).toHaveLength(PHOTO_WIDTHS.length * 2);
  });

  it('is removed by the owner only, files and all, and deleting the attraction removes the rest of its files', async () => {
    const [first, second] = await images();
    expect((await callTrpc(staff, 'admin.attractionImages.remove', { id: first!.id })).status).toBe(403);
    expect(filesOf(slugOf(first))).toHaveLength(PHOTO_WIDTHS.length * 2);

    expect((await callTrpc(owner, 'admin.attractionImages.remove', { id: first!.id })).status).toBe(200);
    expect(filesOf(slugOf(first))).toEqual([]);
    expect((await fetch(`${base}/photos/${slugOf(first)}-640.webp`)).status).toBe(404);
    expect((await publicAttraction())?.images.map((image) => image.alt)).toEqual([second!.alt]);
    expect(await experiencesHtml()).not.toContain(`alt="${first!.alt}"`);

    expect((await callTrpc(owner, 'admin.property.deleteAttraction', { id: attraction.id })).status).toBe(200);
    expect(filesOf(slugOf(second))).toEqual([]);
    expect(await publicAttraction()).toBeUndefined();
  });
});
