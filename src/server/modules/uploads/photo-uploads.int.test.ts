import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPhoto } from '../../../shared/property/photo-admin.schemas';
import { PHOTO_WIDTHS } from '../../../shared/property/photo-sizes';
import { ALT_REQUIRED, REFUSED_NOT_IMAGE, REFUSED_TOO_MANY_PIXELS } from '../../../shared/property/photo-upload.rules';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { filesIn, jpegWithGps, pixelBomb } from '../../../test/upload-fixtures';
import { useTestDatabase } from '../../../test/use-test-server';
import { createApp } from '../../http/app';
import { sessionOptions } from '../../http/session';
import { createAccount } from '../../composition/factories';
import { startPhotoJobs, type PhotoJobs } from './photo-jobs';
import { createDiskStorage } from './storage';

const db = useTestDatabase();
const root = mkdtempSync(path.join(tmpdir(), 'kbh-upload-test-'));
const CAP = 300_000;
let server: Server;
let base: string;
let jobs: PhotoJobs;
let owner: ReturnType<typeof browserLike>;
let staff: ReturnType<typeof browserLike>;

const filesOnDisk = (): string[] => filesIn(root);

beforeAll(async () => {
  const storage = createDiskStorage(root);
  const app = await createApp({
    orm: db.orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: 0,
    config: testConfig({ uploads: { storage, maxFileBytes: CAP } }),
    client: 'none',
    apiRateLimit: 100_000,
    photoJobs: (onDone) => (jobs = startPhotoJobs(db.orm, storage, onDone, null)),
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await signedInOwner(db.orm, base);
  await createAccount(db.orm.em.fork(), { email: 'kai@example.com', name: 'Kai Staff', password: 'staff password that is long', role: 'staff' });
  staff = browserLike(base);
  expect((await staff.post('/api/login', { email: 'kai@example.com', password: 'staff password that is long' })).status).toBe(200);
});
afterAll(async () => {
  await jobs.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

async function upload(tab: ReturnType<typeof browserLike>, bytes: Buffer, name: string, type: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${base}/api/admin/uploads${query}`, { method: 'POST', body: form, headers: { cookie: tab.cookie() } });
  return { status: response.status, body: (await response.json()) as { photoId?: number; jobId?: number; message?: string } };
}

const list = async (): Promise<AdminPhoto[]> => ((await owner.get('/trpc/admin.photos.list')).body as { result: { data: { json: AdminPhoto[] } } }).result.data.json;
const publicPhotos = async () => (await owner.get('/api/photos')).body as unknown as { id: number; url: string; alt: string; placeholder: string | null }[];
const call = (tab: ReturnType<typeof browserLike>, procedure: string, input: unknown) => tab.post(`/trpc/admin.photos.${procedure}`, { json: input });

describe('POST /api/admin/uploads refuses', () => {
  it('a .jpg that is text, an image over the cap and a pixel bomb, with a clear message, leaving nothing on disk', async () => {
    const before = filesOnDisk();
    const countBefore = (await list()).length;

    const text = await upload(owner, Buffer.from('not a photo at all, just words\n'.repeat(20)), 'beach.jpg', 'image/jpeg');
    expect(text).toEqual({ status: 422, body: { code: 'BAD_REQUEST', message: REFUSED_NOT_IMAGE } });

    const big = await upload(owner, Buffer.concat([await jpegWithGps(), Buffer.alloc(CAP)]), 'big.jpg', 'image/jpeg');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('This file is over 0 MB.'.replace('0', String(Math.round(CAP / (1024 * 1024)))));

    const bomb = await upload(owner, await pixelBomb(), 'bomb.png', 'image/png');
    expect(bomb).toEqual({ status: 422, body: { code: 'BAD_REQUEST', message: REFUSED_TOO_MANY_PIXELS } });

    expect(filesOnDisk()).toEqual(before);
    expect(await list()).toHaveLength(countBefore);
  });

  it('a visitor who is not signed in', async () => {
    const visitor = browserLike(base);
    expect((await upload(visitor, await jpegWithGps(), 'a.jpg', 'image/jpeg')).status).toBe(401);
  });
});

describe('an uploaded photo', () => {
  it('is encoded off the request at every width, without its GPS, and shows on the site once published with alt text', async () => {
    const accepted = await upload(owner, await jpegWithGps(), 'lanai.jpg', 'image/jpeg');
    expect(accepted.status).toBe(201);
    const photoId = accepted.body.photoId!;
    await jobs.settled();

    const listed = (await list()).find((photo) => photo.id === photoId)!;
    expect(listed).toMatchObject({ ready: true, published: false, uploaded: true, alt: '', job: { status: 'done', progress: 100, error: null } });
    const slug = /\/photos\/(upload-[a-f0-9]+)-320\.webp$/.exec(listed.thumbnailUrl!)![1]!;
    for (const width of PHOTO_WIDTHS) {
      for (const format of ['avif', 'webp']) expect(filesOnDisk()).toContain(`photos/${slug}-${width}.${format}`);
    }
    expect(filesOnDisk().filter((file) => file.startsWith('incoming/'))).toEqual([]);
    const served = await fetch(`${base}/photos/${slug}-1280.webp`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 1280, height: 853, exif: undefined });

    // Unpublished: not on the site; publishing without alt text is refused with the field named.
    expect((await publicPhotos()).map((photo) => photo.id)).not.toContain(photoId);
    const noAlt = await call(owner, 'update', { id: photoId, alt: ' ', isFeatured: false, published: true });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body).toMatchObject({ error: { json: { message: ALT_REQUIRED, data: { fieldErrors: { alt: [ALT_REQUIRED] } } } } });

    expect((await call(owner, 'update', { id: photoId, alt: 'Lanai over the bay', isFeatured: true, published: true })).status).toBe(200);
    const ids = (await list()).map((photo) => photo.id);
    expect((await call(owner, 'reorder', { ids: [photoId, ...ids.filter((id) => id !== photoId)] })).status).toBe(200);
    const shown = await publicPhotos();
    expect(shown[0]).toMatchObject({ id: photoId, alt: 'Lanai over the bay', url: `/photos/${slug}-1280.webp` });
    expect(shown[0]!.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('can be replaced: the new sizes take its place and the old files go', async () => {
    const first = await upload(owner, await jpegWithGps(), 'one.jpg', 'image/jpeg');
    await jobs.settled();
    const photoId = first.body.photoId!;
    const oldSlug = /(upload-[a-f0-9]+)/.exec((await list()).find((photo) => photo.id === photoId)!.thumbnailUrl!)![1]!;
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#f0a000' } }).png().toBuffer();
    expect((await upload(owner, png, 'two.png', 'image/png', `?replace=${photoId}`)).status).toBe(201);
    await jobs.settled();
    const newSlug = /(upload-[a-f0-9]+)/.exec((await list()).find((photo) => photo.id === photoId)!.thumbnailUrl!)![1]!;
    expect(newSlug).not.toBe(oldSlug);
    expect(filesOnDisk().filter((file) => file.includes(oldSlug))).toEqual([]);
    expect(filesOnDisk().filter((file) => file.includes(newSlug))).toHaveLength(PHOTO_WIDTHS.length * 2);
  });

  it('may be uploaded by staff, deleted only by the owner, and its files go with it', async () => {
    const byStaff = await upload(staff, await jpegWithGps(), 'staff.jpg', 'image/jpeg');
    expect(byStaff.status).toBe(201);
    await jobs.settled();
    const photoId = byStaff.body.photoId!;
    const slug = /(upload-[a-f0-9]+)/.exec((await list()).find((photo) => photo.id === photoId)!.thumbnailUrl!)![1]!;

    const refused = await call(staff, 'remove', { id: photoId });
    expect(refused.status).toBe(403);
    expect(filesOnDisk().filter((file) => file.includes(slug))).toHaveLength(PHOTO_WIDTHS.length * 2);

    expect((await call(owner, 'remove', { id: photoId })).status).toBe(200);
    expect((await list()).map((photo) => photo.id)).not.toContain(photoId);
    expect(filesOnDisk().filter((file) => file.includes(slug))).toEqual([]);
    expect((await fetch(`${base}/photos/${slug}-640.webp`)).status).toBe(404);
  });
});
