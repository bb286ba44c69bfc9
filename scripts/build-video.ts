/**
 * Builds the home page's hero background video: a calm, seamless 8-second loop
 * of the bay in the hero poster (drifting clouds, swaying ripples, sun glitter),
 * generated from the same artwork and encoded twice.
 *
 *   npx tsx scripts/build-video.ts            # -> assets/media (kept in git; see generated-assets.ts)
 *   VIDEO_OUT_DIR=/tmp/media npx tsx scripts/build-video.ts
 *
 * Output: hero.webm (VP9) and hero.mp4 (H.264), 1280x720, 24 fps, no audio.
 * A manifest.json records a hash of the sources; when it matches and both files
 * are present, the run exits without rendering.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { encode } from './video/encode.js';
import { heroFrames } from './video/hero-frames.js';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './video/hero-loop-scene.js';

export const HERO_VIDEO_FILES = ['hero.webm', 'hero.mp4'] as const;
export const LOOP_SECONDS = 8;
export const FPS = 24;

const MANIFEST = 'manifest.json';
const MANIFEST_VERSION = 1;

const here = path.dirname(fileURLToPath(import.meta.url));

async function sourceFiles(): Promise<string[]> {
  const videoDir = path.join(here, 'video');
  const own = (await readdir(videoDir)).filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(videoDir, f));
  // The artwork comes from the photo toolkit: a change there changes the video.
  return [fileURLToPath(import.meta.url), ...own, path.join(here, 'photos', 'shapes.ts')];
}

async function sourceHash(): Promise<string> {
  const h = createHash('sha256');
  for (const file of await sourceFiles()) {
    h.update(path.relative(here, file));
    h.update(await readFile(file));
  }
  h.update(JSON.stringify({ sharp: sharp.versions, ffmpeg: ffmpeg.version, v: MANIFEST_VERSION }));
  return h.digest('hex').slice(0, 32);
}

async function manifestHash(outDir: string): Promise<string | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(outDir, MANIFEST), 'utf8')) as { version?: unknown; hash?: unknown };
    return parsed.version === MANIFEST_VERSION && typeof parsed.hash === 'string' ? parsed.hash : null;
  } catch {
    return null;
  }
}

/** Generate the hero video into `outDir` (skipped when the manifest says it is current). */
export async function buildVideo(outDir: string): Promise<void> {
  const started = performance.now();
  const seconds = (): string => ((performance.now() - started) / 1000).toFixed(1);
  const dir = path.resolve(process.cwd(), outDir);
  const shown = path.relative(process.cwd(), dir) || '.';
  const hash = await sourceHash();
  if ((await manifestHash(dir)) === hash && HERO_VIDEO_FILES.every((f) => existsSync(path.join(dir, f)))) {
    console.log(`video: up to date, 0 files written in ${seconds()}s -> ${shown}`);
    return;
  }
  await mkdir(dir, { recursive: true });
  // Drop the manifest first so an interrupted run is never mistaken for a complete one.
  await rm(path.join(dir, MANIFEST), { force: true });

  const frames = await heroFrames(LOOP_SECONDS * FPS);
  // Encode to temporary names so a failed run never leaves a half-written file being served.
  const temp = { webm: path.join(dir, 'hero.partial.webm'), mp4: path.join(dir, 'hero.partial.mp4') };
  try {
    await encode({ width: VIDEO_WIDTH, height: VIDEO_HEIGHT, fps: FPS, frames: frames.count, frame: (i) => frames.frame(i), ...temp });
    await rename(temp.webm, path.join(dir, 'hero.webm'));
    await rename(temp.mp4, path.join(dir, 'hero.mp4'));
  } finally {
    await Promise.all(Object.values(temp).map((file) => rm(file, { force: true })));
  }
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify({ version: MANIFEST_VERSION, hash, files: HERO_VIDEO_FILES }, null, 2)}\n`);
  const sizes = await Promise.all(HERO_VIDEO_FILES.map(async (f) => `${f} ${((await stat(path.join(dir, f))).size / 1024).toFixed(0)} KB`));
  console.log(`video: wrote ${sizes.join(', ')} (${frames.count} frames) in ${seconds()}s -> ${shown}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildVideo(process.env.VIDEO_OUT_DIR || 'assets/media').catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
