import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS, encodedFiles } from '../../../shared/property/photo-upload.rules';
import type { FileStorage } from './storage';

// As scripts/build-photos.ts encodes the generated photos, so uploads look and weigh the same.
const WEBP = { quality: 72, effort: 4 } as const;
const AVIF = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
const PLACEHOLDER_WIDTH = 24;
const SOURCE_W = 1920;
const SOURCE_H = 1280;
const heightFor = (width: number): number => Math.round((width * 2) / 3);

/** Steps one encoding counts for its progress: every file and the placeholder. */
export const ENCODING_STEPS = encodedFiles('x').length + 1;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Encodes one original into every gallery width as AVIF and WebP under `photos/<slug>-<width>.<format>`, cropped
 * to the gallery's 3:2 around the most interesting part, turned upright from its EXIF orientation, and written
 * without any metadata (EXIF, GPS, XMP are not copied). Answers the blurred placeholder as a data URL.
 */
export async function encodePhoto(
  storage: FileStorage,
  originalKey: string,
  slug: string,
  onStep: (done: number) => Promise<void>,
): Promise<string> {
  const original = await storage.get(originalKey);
  if (!original) throw new Error('The uploaded file is gone.');
  const raster = await sharp(await bytesOf(original), { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize(SOURCE_W, SOURCE_H, { fit: 'cover', position: sharp.strategy.attention })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  let done = 0;
  for (const file of encodedFiles(slug)) {
    const img = sharp(raster.data, { raw }).resize(file.width, heightFor(file.width), { fit: 'fill', kernel: 'lanczos3' });
    await storage.put(file.key, file.format === 'webp' ? await img.webp(WEBP).toBuffer() : await img.avif(AVIF).toBuffer());
    done += 1;
    await onStep(done);
  }
  const tiny = await sharp(raster.data, { raw })
    .resize(PLACEHOLDER_WIDTH, heightFor(PLACEHOLDER_WIDTH), { fit: 'fill' })
    .blur(0.8)
    .webp({ quality: 40, effort: 6 })
    .toBuffer();
  await onStep(done + 1);
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/** Removes every encoded file of `slug` (a deleted or replaced upload). */
export async function deleteEncoded(storage: FileStorage, slug: string): Promise<void> {
  await Promise.all(encodedFiles(slug).map((file) => storage.delete(file.key)));
}
