import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string | null>();

/**
 * The tiny blurred previews written next to the generated photos. Read once
 * per photo and kept: they never change while the server runs.
 */
export function photoPlaceholder(photosDir: string, slug: string): string | null {
  const key = `${photosDir}/${slug}`;
  if (!cache.has(key)) {
    const file = path.join(photosDir, `${slug}-placeholder.txt`);
    cache.set(key, existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
  }
  return cache.get(key) ?? null;
}
