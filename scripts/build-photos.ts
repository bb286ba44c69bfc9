/**
 * Builds the house "photos": renders every SVG scene in scripts/photos/scenes.ts
 * with sharp into responsive WebP + AVIF files and a tiny blurred placeholder.
 *
 *   npx tsx scripts/build-photos.ts            # -> assets/photos (kept in git; see generated-assets.ts)
 *   PHOTOS_OUT_DIR=/tmp/photos npx tsx scripts/build-photos.ts
 *
 * Output per slug: {slug}-{width}.webp, {slug}-{width}.avif, {slug}-placeholder.txt
 * (a data: URL). A manifest.json records a hash of the sources; when it matches
 * and every file is present, the run exits without re-rendering.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { scenes } from './photos/scenes.js';

import { PHOTO_WIDTHS } from '../src/shared/property/photo-sizes';

export { PHOTO_WIDTHS };

/** Every generated photo, including the homepage hero and the link-preview image. */
export const photoSlugs: readonly string[] = Object.freeze(Object.keys(scenes));

const FORMATS = ['webp', 'avif'] as const;
type Format = (typeof FORMATS)[number];

const WEBP = { quality: 72, effort: 4 } as const;
const AVIF = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
const PLACEHOLDER_WIDTH = 24;
const CONCURRENCY = 2;
const SOURCE_W = 1920;
const SOURCE_H = 1280;
const MANIFEST = 'manifest.json';
const MANIFEST_VERSION = 1;

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [path.join(here, 'photos', 'scenes.ts'), path.join(here, 'photos', 'shapes.ts'), fileURLToPath(import.meta.url)];

interface Manifest {
  version: number;
  hash: string;
  files: string[];
}

const heightFor = (width: number): number => Math.round((width * 2) / 3);

/** Every file name the build produces. */
export function expectedFiles(slugs: readonly string[] = photoSlugs): string[] {
  return slugs.flatMap((slug) => [...PHOTO_WIDTHS.flatMap((w) => FORMATS.map((f) => `${slug}-${w}.${f}`)), `${slug}-placeholder.txt`]);
}

async function sourceHash(): Promise<string> {
  const h = createHash('sha256');
  for (const file of SOURCES) {
    h.update(path.basename(file));
    h.update(await readFile(file));
  }
  // Encoder upgrades change the bytes too.
  h.update(JSON.stringify({ sharp: sharp.versions, v: MANIFEST_VERSION }));
  return h.digest('hex').slice(0, 32);
}

async function readManifest(outDir: string): Promise<Manifest | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(outDir, MANIFEST), 'utf8')) as Partial<Manifest>;
    if (parsed.version !== MANIFEST_VERSION || typeof parsed.hash !== 'string' || !Array.isArray(parsed.files)) return null;
    return { version: parsed.version, hash: parsed.hash, files: parsed.files.filter((f): f is string => typeof f === 'string') };
  } catch {
    return null;
  }
}

/** Run `fn` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Stats {
  files: number;
  bytes: number;
}

/** Render one scene once at full size, then encode every width/format from that raster. */
async function buildScene(slug: string, outDir: string, stats: Stats): Promise<void> {
  const scene = scenes[slug];
  if (!scene) throw new Error(`No scene for slug "${slug}"`);
  const svg = scene();
  const raster = await sharp(Buffer.from(svg), { density: 72 })
    .resize(SOURCE_W, SOURCE_H, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  const write = async (name: string, data: Buffer | string): Promise<void> => {
    await writeFile(path.join(outDir, name), data);
    stats.files += 1;
    stats.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  };
  // Largest first, so the slow AVIF encodes start early.
  for (const width of [...PHOTO_WIDTHS].reverse()) {
    for (const format of FORMATS) {
      const img = sharp(raster.data, { raw }).resize(width, heightFor(width), { fit: 'fill', kernel: 'lanczos3' });
      const data = format === 'webp' ? await img.webp(WEBP).toBuffer() : await img.avif(AVIF).toBuffer();
      await write(`${slug}-${width}.${format satisfies Format}`, data);
    }
  }
  const tiny = await sharp(raster.data, { raw })
    .resize(PLACEHOLDER_WIDTH, heightFor(PLACEHOLDER_WIDTH), { fit: 'fill' })
    .blur(0.8)
    .webp({ quality: 40, effort: 6 })
    .toBuffer();
  await write(`${slug}-placeholder.txt`, `data:image/webp;base64,${tiny.toString('base64')}\n`);
}

/** Generate all photos into `outDir` (skipped when the manifest says they are current). */
export async function buildPhotos(outDir: string): Promise<void> {
  const started = performance.now();
  const dir = path.resolve(process.cwd(), outDir);
  const seconds = (): string => ((performance.now() - started) / 1000).toFixed(1);
  const hash = await sourceHash();
  const files = expectedFiles();
  const previous = await readManifest(dir);
  if (previous?.hash === hash && files.every((f) => existsSync(path.join(dir, f)))) {
    console.log(`photos: up to date, 0 files written (${files.length} present) in ${seconds()}s -> ${path.relative(process.cwd(), dir) || '.'}`);
    return;
  }
  await mkdir(dir, { recursive: true });
  // Drop the manifest first so an interrupted run is never mistaken for a complete one.
  await rm(path.join(dir, MANIFEST), { force: true });
  // Files from an older build that this build no longer produces.
  const wanted = new Set(files);
  await Promise.all((previous?.files ?? []).filter((f) => !wanted.has(f) && !f.includes('/')).map((f) => rm(path.join(dir, f), { force: true })));

  const stats: Stats = { files: 0, bytes: 0 };
  // Two scenes in flight (one per core); libvips gets one thread each.
  const vipsThreads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    await pool(photoSlugs, CONCURRENCY, (slug) => buildScene(slug, dir, stats));
  } finally {
    sharp.concurrency(vipsThreads);
  }
  const manifest: Manifest = { version: MANIFEST_VERSION, hash, files };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const mb = (stats.bytes / 1024 / 1024).toFixed(1);
  console.log(`photos: wrote ${stats.files + 1} files (${photoSlugs.length} scenes, ${mb} MB) in ${seconds()}s -> ${path.relative(process.cwd(), dir) || '.'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildPhotos(process.env.PHOTOS_OUT_DIR || 'assets/photos').catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
